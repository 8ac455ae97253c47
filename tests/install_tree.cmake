# An install tree works where it is put, as a person copies it: `cmake --install` into one folder,
# moved to another, then run from a third with no CIRCLELAB_ASSETS. Its shot of a scene with textures
# must equal the build tree's byte for byte (so it found its own scenes, textures and font), its
# shipped script must find "assets/scenes/…" in share/circlelab, and the program must not hold the
# source tree's assets path. Usage (tests/CMakeLists.txt):
#   cmake -DBUILD_DIR=… -DSOURCE_DIR=… -DBUILD_EXE=… -DWORK=… -P install_tree.cmake
function(run)
  execute_process(COMMAND ${CMAKE_COMMAND} -E env --unset=CIRCLELAB_ASSETS SDL_VIDEODRIVER=dummy ${ARGN}
                  WORKING_DIRECTORY ${WORK}/elsewhere RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(status)
    message(FATAL_ERROR "failed (${status}): ${ARGN}\n${out}${err}")
  endif()
  set(out "${out}" PARENT_SCOPE)
endfunction()

file(REMOVE_RECURSE ${WORK})
file(MAKE_DIRECTORY ${WORK}/elsewhere)
execute_process(COMMAND ${CMAKE_COMMAND} --install ${BUILD_DIR} --prefix ${WORK}/first
                RESULT_VARIABLE status OUTPUT_QUIET)
if(status)
  message(FATAL_ERROR "cmake --install ${BUILD_DIR} failed")
endif()
file(RENAME ${WORK}/first ${WORK}/moved)
set(exe ${WORK}/moved/bin/circlelab)
set(data ${WORK}/moved/share/circlelab)
foreach(path bin/circlelab share/circlelab/scenes/01_sandbox.json share/circlelab/lessons
             share/circlelab/textures/tile.png share/circlelab/fonts/DejaVuSans.ttf
             share/applications/circlelab.desktop share/icons/hicolor/scalable/apps/circlelab.svg
             share/mime/packages/circlelab.xml share/man/man1/circlelab.1.gz)
  if(NOT EXISTS ${WORK}/moved/${path})
    message(FATAL_ERROR "the install tree has no ${path}")
  endif()
endforeach()

file(STRINGS ${exe} compiled_in REGEX "${SOURCE_DIR}/assets")
if(compiled_in)
  message(FATAL_ERROR "the installed program holds the source tree's assets path: ${compiled_in}")
endif()

set(scene 09_worden_minigolf.json)  # textured tiles and ball: the textures must be found too
run(${BUILD_EXE} shot ${SOURCE_DIR}/assets/scenes/${scene} -o ${WORK}/build-tree.png --size 480x320)
run(${exe} shot ${data}/scenes/${scene} -o ${WORK}/moved.png --size 480x320)
file(SHA256 ${WORK}/build-tree.png built)
file(SHA256 ${WORK}/moved.png moved)
if(NOT built STREQUAL moved)
  message(FATAL_ERROR "the moved install's picture of ${scene} differs from the build tree's "
                      "(${WORK}/moved.png, ${WORK}/build-tree.png): it did not find the same assets")
endif()

run(${exe} play ${data}/scripts/minigolf_putt.json)
if(NOT out MATCHES "\"step\":")
  message(FATAL_ERROR "the installed script played no step: ${out}")
endif()
run(${exe} --version)
if(NOT out MATCHES "^circlelab [0-9]+\\.[0-9]+\\.[0-9]+ \\(commit [^)]+\\)")
  message(FATAL_ERROR "--version says '${out}', not 'circlelab X.Y.Z (commit …)'")
endif()
message(STATUS "moved install tree: same picture of ${scene}, script played, ${out}")
