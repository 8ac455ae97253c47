# Writes the site's service worker (sw.js from TEMPLATE) with the list of the site's files and a
# version that changes whenever any of them changes: the program's version and commit (as
# `circlelab --version` says them) and a hash of every file. Run after every build of the site
# (web/CMakeLists.txt); configure_file leaves sw.js untouched when nothing changed, so an unchanged
# site keeps its cache in the browser.
# Usage: cmake -DSITE=… -DTEMPLATE=… -DSOURCE_DIR=… -DVERSION=… [-DCOMMIT=…] -P site_version.cmake
include(${SOURCE_DIR}/cmake/commit.cmake)
circlelab_commit(COMMIT ${SOURCE_DIR})
file(GLOB_RECURSE files RELATIVE ${SITE} ${SITE}/*)
list(REMOVE_ITEM files sw.js)
list(SORT files)
set(hashes "")
set(SITE_FILES "'./'")
foreach(f ${files})
  file(SHA256 ${SITE}/${f} h)
  string(APPEND hashes "${h} ${f}\n")
  string(APPEND SITE_FILES ", '${f}'")
endforeach()
string(SHA256 site_hash "${hashes}")
string(SUBSTRING ${site_hash} 0 12 site_hash)
set(PAGE_VERSION "circlelab ${VERSION} (commit ${COMMIT})")
set(SITE_VERSION "${VERSION}-${site_hash}")
configure_file(${TEMPLATE} ${SITE}/sw.js @ONLY)
