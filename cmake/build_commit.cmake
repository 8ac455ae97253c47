# Writes TEMPLATE to OUTPUT with @VERSION@ and @COMMIT@ filled in (cmake/commit.cmake says which
# commit). configure_file rewrites OUTPUT only when it changes, so an unchanged checkout rebuilds
# nothing. Usage: cmake -DSOURCE_DIR=… -DVERSION=… [-DCOMMIT=…] -DTEMPLATE=… -DOUTPUT=… -P build_commit.cmake
include(${CMAKE_CURRENT_LIST_DIR}/commit.cmake)
circlelab_commit(COMMIT ${SOURCE_DIR})
configure_file(${TEMPLATE} ${OUTPUT} @ONLY)
