# circlelab_commit(VAR SOURCE_DIR): the commit a build is made from, for --version and the page.
# VAR keeps a value it already has (a build from a source archive says which commit it is: cmake
# -DCIRCLELAB_COMMIT=…), else the checkout's `git describe` ("-dirty" for uncommitted changes),
# else "unknown".
function(circlelab_commit var source_dir)
  set(commit "${${var}}")
  if(NOT commit)
    find_package(Git QUIET)
    if(GIT_FOUND)
      execute_process(COMMAND ${GIT_EXECUTABLE} -C ${source_dir} describe --always --dirty --abbrev=12
                      OUTPUT_VARIABLE commit OUTPUT_STRIP_TRAILING_WHITESPACE ERROR_QUIET RESULT_VARIABLE failed)
      if(failed)
        set(commit "")
      endif()
    endif()
  endif()
  if(NOT commit)
    set(commit unknown)
  endif()
  set(${var} "${commit}" PARENT_SCOPE)
endfunction()
