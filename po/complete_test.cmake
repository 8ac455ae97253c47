# Every catalogue is valid (msgfmt --check: format strings, header) and complete: every string of
# the template translated, none fuzzy (docs/languages.md).
file(GLOB po_files ${PO_DIR}/*.po)
if(NOT po_files)
  message(FATAL_ERROR "no catalogue in ${PO_DIR}")
endif()
set(problems "")
foreach(po IN LISTS po_files)
  get_filename_component(name ${po} NAME)
  execute_process(COMMAND ${MSGFMT} --check --statistics -o /dev/null ${po}
                  RESULT_VARIABLE failed OUTPUT_VARIABLE out ERROR_VARIABLE err)
  string(STRIP "${out}${err}" report)
  message(STATUS "${name}: ${report}")
  if(failed)
    string(APPEND problems "${name}: msgfmt --check failed\n")
  endif()
  if(report MATCHES "fuzzy|untranslated")
    string(APPEND problems "${name}: not complete (${report})\n")
  endif()
  # Every string of the template is in the catalogue (msgfmt alone cannot know what is missing).
  execute_process(COMMAND ${MSGCMP} ${po} ${PO_DIR}/circlelab.pot
                  RESULT_VARIABLE missing OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(missing)
    string(APPEND problems "${name}: strings of the template missing:\n${err}\n")
  endif()
endforeach()
if(problems)
  message(FATAL_ERROR "${problems}")
endif()
