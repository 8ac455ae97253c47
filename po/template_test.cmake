# The committed po/circlelab.pot is the one the sources make: a string added to the window without
# `cmake --build build --target circlelab_pot` fails here, before a translator misses it.
execute_process(COMMAND ${CMAKE_COMMAND} -DSOURCE_DIR=${SOURCE_DIR} -DWORK_DIR=${WORK_DIR}/work
                        -DOUTPUT=${WORK_DIR}/circlelab.pot -P ${SOURCE_DIR}/cmake/po_template.cmake
                RESULT_VARIABLE failed)
if(failed)
  message(FATAL_ERROR "could not make the template")
endif()
file(READ ${SOURCE_DIR}/po/circlelab.pot committed)
file(READ ${WORK_DIR}/circlelab.pot fresh)
if(NOT committed STREQUAL fresh)
  execute_process(COMMAND diff -u ${SOURCE_DIR}/po/circlelab.pot ${WORK_DIR}/circlelab.pot)
  message(FATAL_ERROR "po/circlelab.pot is out of date with the sources: "
                      "run `cmake --build build --target circlelab_pot`, translate, and commit po/")
endif()
message(STATUS "po/circlelab.pot is current")
