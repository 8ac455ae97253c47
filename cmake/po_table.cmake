# Generates the translations table the program reads (app/lang/catalogue.h) from the catalogues
# translators edit, so there is no second copy kept by hand (docs/languages.md):
#   cmake -DPO_DIR=po -DTEMPLATE=po/circlelab.pot -DOUTPUT=catalogues.cpp -P cmake/po_table.cmake
# Each po/LL.po becomes the language LL; its name is its translation of the context "language name"'s
# "English". The template becomes the pseudo-language "qps": every string accented and about 40 %
# longer, in brackets ("[Ŝçéñé ~~]"), so a test sees a string that escapes the catalogue (still
# plain English) and a label that the longest language would cut off.
# PO strings are C strings (the same escapes), so their quoted text is copied into C++ as it is.
# Untranslated and fuzzy entries are left out: the program shows their English.
cmake_minimum_required(VERSION 3.20)

# CMake lists split at ";" and keep "[...]" together: both are hidden while a file is a list of lines.
string(ASCII 1 kSemicolon)
string(ASCII 2 kOpen)
string(ASCII 3 kClose)

function(hide text out)
  string(REPLACE ";" "${kSemicolon}" text "${text}")
  string(REPLACE "[" "${kOpen}" text "${text}")
  string(REPLACE "]" "${kClose}" text "${text}")
  set(${out} "${text}" PARENT_SCOPE)
endfunction()

function(unhide text out)
  string(REPLACE "${kSemicolon}" ";" text "${text}")
  string(REPLACE "${kOpen}" "[" text "${text}")
  string(REPLACE "${kClose}" "]" text "${text}")
  set(${out} "${text}" PARENT_SCOPE)
endfunction()

# Reads a catalogue into parallel lists of contexts, English texts and translations (still escaped,
# hidden). With PSEUDO the translation is made from the English.
function(read_po path contexts ids texts)
  file(READ ${path} content)
  hide("${content}" content)
  string(REPLACE "\n" ";" lines "${content}\n\n")
  set(c_list "")
  set(i_list "")
  set(t_list "")
  set(field "")
  set(ctx "")
  set(id "")
  set(str "")
  set(fuzzy FALSE)
  set(started FALSE)
  foreach(line IN LISTS lines)
    if(line MATCHES "^msgctxt \"(.*)\"$")
      set(field ctx)
      set(ctx "${CMAKE_MATCH_1}")
      set(started TRUE)
    elseif(line MATCHES "^msgid \"(.*)\"$")
      set(field id)
      set(id "${CMAKE_MATCH_1}")
      set(started TRUE)
    elseif(line MATCHES "^msgstr \"(.*)\"$")
      set(field str)
      set(str "${CMAKE_MATCH_1}")
    elseif(line MATCHES "^\"(.*)\"$")
      set(${field} "${${field}}${CMAKE_MATCH_1}")
    elseif(line MATCHES "^#,.*fuzzy")
      set(fuzzy TRUE)
    elseif(line STREQUAL "" OR line MATCHES "^#")
      if(started AND NOT id STREQUAL "" AND NOT fuzzy)
        # The list keeps empty items: an empty context or translation is an item all the same.
        list(APPEND c_list "x${ctx}")
        list(APPEND i_list "x${id}")
        list(APPEND t_list "x${str}")
      endif()
      set(field "")
      set(ctx "")
      set(id "")
      set(str "")
      set(fuzzy FALSE)
      set(started FALSE)
    endif()
  endforeach()
  set(${contexts} "${c_list}" PARENT_SCOPE)
  set(${ids} "${i_list}" PARENT_SCOPE)
  set(${texts} "${t_list}" PARENT_SCOPE)
endfunction()

# One letter → its accented look-alike (Latin-1, Latin Extended-A/-B and -Additional: glyph_ranges.h).
set(kLetters a å b ƀ c ç d đ e é f ƒ g ĝ h ĥ i î j ĵ k ķ l ļ m ṁ n ñ o ö p þ q ǫ r ŕ s š t ţ u û v ṽ w ŵ x ẋ y ý z ž
             A Å B Ɓ C Ç D Đ E É F Ƒ G Ĝ H Ĥ I Î J Ĵ K Ķ L Ļ M Ṁ N Ñ O Ö P Þ Q Ǫ R Ŕ S Ŝ T Ţ U Û V Ṽ W Ŵ X Ẋ Y Ý Z Ž)

function(pseudo english out)
  # An ImGui id ("##name") stays as it is, after the brackets.
  set(id_part "")
  string(FIND "${english}" "##" at)
  if(at GREATER 0)
    string(SUBSTRING "${english}" ${at} -1 id_part)
    string(SUBSTRING "${english}" 0 ${at} english)
  endif()
  # Escapes (\n, \") and printf's conversions (%.1f, %d, %%) stay as they are.
  string(REGEX MATCHALL "\\\\.|%[-+ #0-9.]*(hh|h|ll|l|z|j|t|L)?[a-zA-Z%]|[^\\\\%]+|[\\\\%]" pieces "${english}")
  set(result "")
  foreach(piece IN LISTS pieces)
    if(NOT piece MATCHES "^[\\\\%].")
      set(letters ${kLetters})
      while(letters)
        list(POP_FRONT letters plain accented)
        string(REPLACE "${plain}" "${accented}" piece "${piece}")
      endwhile()
    endif()
    string(APPEND result "${piece}")
  endforeach()
  string(LENGTH "${english}" length)
  math(EXPR tildes "(${length} * 4 + 9) / 10 - 3")
  if(tildes LESS 1)
    set(tildes 1)
  endif()
  # In words of at most six, as a real language's text is: a long one still wraps at its spaces.
  set(padding "")
  while(tildes GREATER 6)
    string(APPEND padding "~~~~~~ ")
    math(EXPR tildes "${tildes} - 6")
  endwhile()
  string(REPEAT "~" ${tildes} last)
  string(APPEND padding "${last}")
  set(${out} "${kOpen}${result} ${padding}${kClose}${id_part}" PARENT_SCOPE)
endfunction()

function(emit_catalogue code contexts ids texts out_body out_table)
  set(entries "")
  set(name "")
  list(LENGTH ids count)
  set(kept 0)
  if(count GREATER 0)
    math(EXPR last "${count} - 1")
    foreach(i RANGE ${last})
      list(GET contexts ${i} ctx)
      list(GET ids ${i} id)
      list(GET texts ${i} text)
      string(SUBSTRING "${ctx}" 1 -1 ctx)
      string(SUBSTRING "${id}" 1 -1 id)
      string(SUBSTRING "${text}" 1 -1 text)
      if(text STREQUAL "")
        continue()
      endif()
      if(ctx STREQUAL "language name" AND id STREQUAL "English")
        set(name "${text}")
      endif()
      string(APPEND entries "    {\"${ctx}\", \"${id}\", \"${text}\"},\n")
      math(EXPR kept "${kept} + 1")
    endforeach()
  endif()
  if(name STREQUAL "")
    set(name "${code}")
  endif()
  string(MAKE_C_IDENTIFIER "k_${code}" array)
  if(kept EQUAL 0)
    string(APPEND entries "    {\"\", \"\", \"\"},\n")
  endif()
  set(${out_body} "${${out_body}}const CatalogueEntry ${array}[] = {\n${entries}};\n\n" PARENT_SCOPE)
  set(${out_table} "${${out_table}}    {\"${code}\", \"${name}\", ${array}, ${kept}},\n" PARENT_SCOPE)
endfunction()

set(body "")
set(table "")
file(GLOB PO_FILES ${PO_DIR}/*.po)
list(SORT PO_FILES)
foreach(po IN LISTS PO_FILES)
  get_filename_component(code ${po} NAME_WE)
  read_po(${po} contexts ids texts)
  emit_catalogue(${code} "${contexts}" "${ids}" "${texts}" body table)
endforeach()

read_po(${TEMPLATE} contexts ids texts)
set(pseudo_texts "")
foreach(id IN LISTS ids)
  string(SUBSTRING "${id}" 1 -1 english)
  pseudo("${english}" text)
  list(APPEND pseudo_texts "x${text}")
endforeach()
emit_catalogue(qps "${contexts}" "${ids}" "${pseudo_texts}" body table)

unhide("${body}" body)
unhide("${table}" table)
list(LENGTH PO_FILES languages)
math(EXPR languages "${languages} + 1")
set(source "// Generated by cmake/po_table.cmake from po/*.po and po/circlelab.pot: edit those, not this.
#include \"app/lang/catalogue.h\"

namespace circlelab::app {
namespace {

${body}}  // namespace

const Catalogue kCatalogues[] = {
${table}};
const std::size_t kCatalogueCount = ${languages};

}  // namespace circlelab::app
")
# Written only when it changed, so an unchanged catalogue recompiles nothing.
file(CONFIGURE OUTPUT ${OUTPUT} CONTENT "${source}" @ONLY)
