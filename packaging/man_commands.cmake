# Writes a help2man include file with a COMMANDS section: each subcommand's own --help, as the
# program prints it, so the man page lists every command's options and never drifts from them.
# Usage: cmake -DEXE=… -DOUTPUT=… -P man_commands.cmake
execute_process(COMMAND ${EXE} --help OUTPUT_VARIABLE help RESULT_VARIABLE failed)
if(failed)
  message(FATAL_ERROR "${EXE} --help failed")
endif()
# The subcommands are the lines "  NAME  what it does" after "Subcommands:".
string(REGEX REPLACE ".*\nSubcommands:\n" "" listing "${help}")
string(REGEX MATCHALL "\n?  [a-z]+" names "\n${listing}")
set(text "[COMMANDS]\n")
foreach(name ${names})
  string(STRIP "${name}" name)
  execute_process(COMMAND ${EXE} ${name} --help OUTPUT_VARIABLE sub RESULT_VARIABLE failed)
  if(failed)
    message(FATAL_ERROR "${EXE} ${name} --help failed")
  endif()
  # Without the program's path in its usage line, and roff's own characters escaped.
  string(REGEX REPLACE "Usage: [^ ]*circlelab" "Usage: circlelab" sub "${sub}")
  string(REGEX REPLACE "\n\nWith no command.*" "" sub "${sub}")
  string(REPLACE "\\" "\\e" sub "${sub}")
  string(REGEX REPLACE "\n([.'])" "\n\\\\&\\1" sub "${sub}")
  string(APPEND text ".SS ${name}\n.nf\n${sub}\n.fi\n")
endforeach()
file(WRITE ${OUTPUT} "${text}")
