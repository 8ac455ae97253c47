# The Debian package (scripts/package.sh runs `cpack -G DEB`): what `cmake --install` puts in the
# prefix /usr, with its library dependencies found by dpkg-shlibdeps rather than listed by hand.
set(CPACK_PACKAGE_NAME circlelab)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_VENDOR "The Circle Collision Lab authors")
set(CPACK_PACKAGE_CONTACT "The Circle Collision Lab authors <circlelab@example.org>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "interactive lab for 2D circle collision detection")
set(CPACK_PACKAGE_DESCRIPTION "Circle Collision Lab teaches how a circle collides with rectangles,
turned rectangles, right-triangle tiles and other circles: drag the circle and
see the closest point, the regions, the normal and the push-out, compare the
classic tutorial algorithms with the exact answer, and follow lessons made for
a class. Its command line renders any scene to a PNG without a display.")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
# Installed with DESTDIR and the prefix /usr, as a system install: the install rules see the prefix
# the package will have (the font becomes a link, packaging/CMakeLists.txt).
set(CPACK_SET_DESTDIR ON)
set(CPACK_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION education)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE ${CIRCLELAB_HOMEPAGE})
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# The one dependency no library link shows: the UI font, linked from share/circlelab/fonts.
set(CPACK_DEBIAN_PACKAGE_DEPENDS "fonts-dejavu-core")
include(CPack)
