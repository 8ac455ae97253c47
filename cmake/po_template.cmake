# Writes po/circlelab.pot, the template translators start from (docs/languages.md): every string of
# the program's window wrapped in Tr/TrC/N_/NC_, and the texts of the shipped scenes and lessons
# (their names, descriptions, prompts and reveals), which go through the same catalogues.
#   cmake -DSOURCE_DIR=<repo> -DWORK_DIR=<scratch folder> -DOUTPUT=<file.pot> -P cmake/po_template.cmake
# The output has no creation date, so the same sources always give the same bytes (a test compares
# the committed template with a fresh one).
cmake_minimum_required(VERSION 3.20)
find_program(XGETTEXT xgettext REQUIRED)

# xgettext reads no JSON: each shipped file's texts become a C++ file of N_("…") under the same
# relative path, so the template's references name the real file.
file(REMOVE_RECURSE ${WORK_DIR})
file(GLOB scenes RELATIVE ${SOURCE_DIR} ${SOURCE_DIR}/assets/scenes/*.json)
file(GLOB lessons RELATIVE ${SOURCE_DIR} ${SOURCE_DIR}/assets/lessons/*.json)

function(c_literal text out)
  string(REPLACE "\\" "\\\\" text "${text}")
  string(REPLACE "\"" "\\\"" text "${text}")
  string(REPLACE "\n" "\\n" text "${text}")
  set(${out} "\"${text}\"" PARENT_SCOPE)
endfunction()

function(mark json context key out)
  string(JSON value ERROR_VARIABLE missing GET "${json}" ${key})
  if(NOT missing AND NOT value STREQUAL "")
    c_literal("${value}" literal)
    set(${out} "${${out}}NC_(\"${context}\", ${literal});\n" PARENT_SCOPE)
  endif()
endfunction()

set(asset_files)
foreach(file IN LISTS scenes lessons)
  file(READ ${SOURCE_DIR}/${file} json)
  set(marks "")
  if(file MATCHES "^assets/scenes/")
    mark("${json}" "scene" name marks)
    mark("${json}" "scene" description marks)
  else()
    mark("${json}" "lesson" name marks)
    mark("${json}" "lesson" description marks)
    string(JSON steps ERROR_VARIABLE none LENGTH "${json}" steps)
    if(NOT none AND steps GREATER 0)
      math(EXPR last "${steps} - 1")
      foreach(i RANGE ${last})
        mark("${json}" "lesson" "steps;${i};prompt" marks)
        mark("${json}" "lesson" "steps;${i};reveal" marks)
      endforeach()
    endif()
  endif()
  file(WRITE ${WORK_DIR}/${file} "${marks}")
  list(APPEND asset_files ${file})
endforeach()

file(GLOB_RECURSE sources RELATIVE ${SOURCE_DIR} ${SOURCE_DIR}/src/app/*.cpp ${SOURCE_DIR}/src/app/*.h)
list(SORT sources)
set(keywords --keyword=Tr --keyword=TrId --keyword=TrC:1c,2 --keyword=N_ --keyword=NC_:1c,2)
set(options --from-code=UTF-8 --add-comments=TRANSLATORS: --add-location=file --sort-by-file --force-po
            --package-name=circlelab)
execute_process(COMMAND ${XGETTEXT} -L C++ ${keywords} ${options} -o ${WORK_DIR}/code.pot ${sources}
                WORKING_DIRECTORY ${SOURCE_DIR} RESULT_VARIABLE code_failed)
execute_process(COMMAND ${XGETTEXT} -L C++ ${keywords} ${options} -j -o ${WORK_DIR}/code.pot ${asset_files}
                WORKING_DIRECTORY ${WORK_DIR} RESULT_VARIABLE assets_failed)
if(code_failed OR assets_failed)
  message(FATAL_ERROR "xgettext failed")
endif()

file(READ ${WORK_DIR}/code.pot pot)
string(REGEX REPLACE "\"POT-Creation-Date: [^\"]*\"\n" "" pot "${pot}")
string(REPLACE "charset=CHARSET" "charset=UTF-8" pot "${pot}")
file(WRITE ${OUTPUT} "${pot}")
