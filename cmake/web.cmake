# The browser build (emscripten): SDL2, SDL2_image and Dear ImGui come from the prefix that
# scripts/web.sh builds from Debian's source packages (CIRCLELAB_WEB_PREFIX), as imported targets
# under the names the desktop build finds them by, so render/ and app/ link them alike.
set(CIRCLELAB_WEB_PREFIX "" CACHE PATH "Where scripts/web.sh installed SDL2, SDL2_image and ImGui built with emscripten")
if(NOT EXISTS "${CIRCLELAB_WEB_PREFIX}/lib/libSDL2.a" OR NOT EXISTS "${CIRCLELAB_WEB_PREFIX}/lib/libimgui.a")
  message(FATAL_ERROR "The web build needs SDL2, SDL2_image and ImGui built with emscripten in "
                      "CIRCLELAB_WEB_PREFIX (now '${CIRCLELAB_WEB_PREFIX}'): run scripts/web.sh, which builds them.")
endif()

# emscripten's sysroot has SDL 1 headers in include/SDL: SDL2's folder goes first (-I, before the
# sysroot's system folders).
add_library(SDL2::SDL2 STATIC IMPORTED GLOBAL)
set_target_properties(SDL2::SDL2 PROPERTIES
  IMPORTED_LOCATION "${CIRCLELAB_WEB_PREFIX}/lib/libSDL2.a"
  INTERFACE_INCLUDE_DIRECTORIES "${CIRCLELAB_WEB_PREFIX}/include/SDL2")
add_library(SDL2_image::SDL2_image STATIC IMPORTED GLOBAL)
set_target_properties(SDL2_image::SDL2_image PROPERTIES
  IMPORTED_LOCATION "${CIRCLELAB_WEB_PREFIX}/lib/libSDL2_image.a"
  INTERFACE_LINK_LIBRARIES SDL2::SDL2)
# ImGui with its SDL2 platform and SDL_Renderer backends, in one archive.
add_library(imgui_sdlrenderer STATIC IMPORTED GLOBAL)
set_target_properties(imgui_sdlrenderer PROPERTIES
  IMPORTED_LOCATION "${CIRCLELAB_WEB_PREFIX}/lib/libimgui.a"
  INTERFACE_INCLUDE_DIRECTORIES "${CIRCLELAB_WEB_PREFIX}/include/imgui;${CIRCLELAB_WEB_PREFIX}/include/imgui/backends"
  INTERFACE_LINK_LIBRARIES SDL2::SDL2)
