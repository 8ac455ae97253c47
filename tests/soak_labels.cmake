# Read by CTest after the discovered core tests are defined (tests/CMakeLists.txt): labels the
# long runs `soak`. A name that is not (or not yet) discovered is skipped, not an error.
foreach(test Simulation.EnergyNeverIncreasesInABusySceneAndNothingIsNaN)
  list(FIND CIRCLELAB_CORE_TESTS ${test} found)
  if(NOT found EQUAL -1)
    set_tests_properties(${test} PROPERTIES LABELS "core;soak")
  endif()
endforeach()
# The deep piles (tests/core/pile_test.cpp): thousands of balls for 8 s of simulated time.
foreach(test IN LISTS CIRCLELAB_CORE_TESTS)
  if(test MATCHES "^Piles/DeepPile\\.")
    set_tests_properties(${test} PROPERTIES LABELS "core;soak")
  endif()
endforeach()
