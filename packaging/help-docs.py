#!/usr/bin/env python3
"""Man pages and bash completion made from the programs themselves.

The help texts (Sources/current-place/Localization/English+Help.swift and
AppOptions.help of the native app) give the pages' words; the option tables
(CommandOptions, printed by `PROGRAM --dump-options` as JSON) give the
completion: every option of every command, and what completes its value.
This reads what the built programs print, in English, and writes

  OUT/man1/current-place.1       every command: its usage, its text, its options
  OUT/man1/current-place-gtk.1   the native app
  OUT/bash-completion/current-place      commands and each command's options
  OUT/bash-completion/current-place-gtk  the native app's options

Usage: packaging/help-docs.py CURRENT_PLACE CURRENT_PLACE_GTK OUT VERSION DATE
(scripts/build-deb.sh runs it on the release binaries).
"""
import json
import os
import re
import subprocess
import sys

OPTION_LINE = re.compile(r"^ {2,4}(--?[A-Za-z][\w-]*)(.*)$")
OPTION_NAME = re.compile(r"--[a-z][a-z0-9-]*")
LANGUAGES = "en fr pt ru tr ar"


def help_text(program, *arguments):
    environment = dict(os.environ, LANG="C.UTF-8", LC_ALL="C.UTF-8")
    environment.pop("LANGUAGE", None)
    result = subprocess.run([program, *arguments, "--help"], capture_output=True, text=True, env=environment,
                            timeout=60)
    if result.returncode != 0:
        sys.exit(f"help-docs: {program} {' '.join(arguments)} --help exited {result.returncode}: {result.stderr}")
    return result.stdout.rstrip("\n")


def roff(text):
    """Text escaped for a roff line: backslashes, leading dots and quotes, and the hyphens of options."""
    text = text.replace("\\", "\\e")
    text = re.sub(r"(?<![\w])-", r"\\-", text)
    if text[:1] in (".", "'"):
        text = "\\&" + text
    return text


def split_option(line):
    """An option line's term and description: `--at LAT,LON   the position` → ("--at LAT,LON", "the position")."""
    body = line.strip()
    gap = re.search(r"\s{2,}", body)
    if gap:
        return body[:gap.start()], body[gap.end():]
    # One space only after a long term: the term is the option and its placeholders ([HOST:PORT], X, LAT,LON).
    words = body.split(" ")
    term = [words[0]]
    for word in words[1:]:
        if re.match(r"^(\[|[A-Z0-9]|-|\|)", word) and not re.match(r"^[A-Z][a-z]", word):
            term.append(word)
        else:
            break
    return " ".join(term), " ".join(words[len(term):])


def body_to_roff(lines):
    """A help body: paragraphs become text, option lines tagged paragraphs, other indented lines kept as they are."""
    out = []
    index = 0
    in_paragraph = False
    while index < len(lines):
        line = lines[index]
        if not line.strip():
            out.append(".PP")
            in_paragraph = False
            index += 1
            continue
        match = OPTION_LINE.match(line)
        if match:
            term, description = split_option(line)
            indent = len(line) - len(line.lstrip())
            index += 1
            # Continuation lines sit deeper than the option.
            while index < len(lines) and lines[index].strip() and len(lines[index]) - len(lines[index].lstrip()) > indent \
                    and not OPTION_LINE.match(lines[index]):
                description += " " + lines[index].strip()
                index += 1
            out += [".TP", "\\fB" + roff(term) + "\\fR", roff(description.strip())]
            in_paragraph = False
            continue
        if line.startswith(" "):
            block = []
            while index < len(lines) and lines[index].startswith(" ") and not OPTION_LINE.match(lines[index]):
                block.append(lines[index])
                index += 1
            out += [".PP", ".nf", ".RS 2"] + [roff(text.strip()) for text in block] + [".RE", ".fi"]
            in_paragraph = False
            continue
        if not in_paragraph and out and out[-1] not in (".PP",):
            out.append(".PP")
        out.append(roff(line))
        in_paragraph = True
        index += 1
    while out and out[0] == ".PP":
        out.pop(0)
    return out


def usage_lines(text):
    """The usage lines under `usage:` (current-place) or starting with `usage:` (the native app), and the rest."""
    lines = text.split("\n")
    if lines[0] == "usage:":
        usage, rest = [], lines[1:]
        while rest and rest[0].startswith("  "):
            usage.append(rest.pop(0).strip())
        return usage, rest
    usage = [lines[0].removeprefix("usage: ").strip()]
    rest = lines[1:]
    while rest and rest[0].startswith(" "):
        usage.append(rest.pop(0).strip())
    return usage, rest


def synopsis(usage):
    return [".nf"] + ["\\fB" + roff(line).replace(" ", "\\fR ", 1) if i == 0 or line.startswith("current-place") else
                      roff(line) for i, line in enumerate(usage)] + [".fi"]


def header(name, section_title, version, date):
    title = name.upper().replace("-", "\\-")
    return [f'.TH {title} 1 "{date}" "current-place {version}" "{section_title}"']


def command_page(program, version, date):
    overview = help_text(program).split("\n")
    tagline = overview[0]
    commands = []
    for line in overview:
        match = re.match(r"^  ([a-z]+)\s{2,}(.*)$", line)
        if match:
            commands.append((match.group(1), match.group(2)))
    footer = overview[overview.index(next(l for l in overview if l.startswith("Run `current-place COMMAND"))):]
    page = header("current-place", "User Commands", version, date)
    page += [".SH NAME", "current\\-place \\- " + roff(tagline.split(" — ", 1)[1].rstrip("."))]
    page += [".SH SYNOPSIS", ".nf", "\\fBcurrent\\-place\\fR [\\fICOMMAND\\fR] [\\fIOPTIONS\\fR]", ".fi"]
    page += [".SH DESCRIPTION",
             roff("current-place answers \"where am I right now?\" offline: given a position, it finds the places "
                  "a person is most likely at, from OpenStreetMap data in one place store (an SQLite file, or "
                  "PostgreSQL). With no command it is the terminal app, pick."),
             ".PP", roff(footer[1])]
    page += [".SH COMMANDS"]
    for name, summary in commands:
        page += [".TP", f"\\fB{roff(name)}\\fR", roff(summary)]
    for name, summary in commands:
        usage, rest = usage_lines(help_text(program, name))
        page += [f'.SH "{name.upper()}"', roff(summary) + ".", ".PP"] + synopsis(usage) + [".PP"] + body_to_roff(rest)
    page += [".SH ENVIRONMENT",
             ".TP", "\\fBCURRENT_PLACE_DB\\fR", roff("the place store when --db is not given (else places.sqlite)."),
             ".TP", "\\fBLC_ALL\\fR, \\fBLC_MESSAGES\\fR, \\fBLANG\\fR",
             roff(f"the language of the messages and the names when neither --ui-lang nor --lang is given: "
                  f"one of {LANGUAGES.replace(' ', ', ')}; any other reads English."),
             ".TP", "\\fBXDG_DATA_HOME\\fR", roff("where the history of your picks is kept (else ~/.local/share).")]
    page += [".SH FILES",
             ".TP", "\\fI/usr/share/current\\-place/\\fR",
             roff("the web app, the translations (po/), the fitted visit prior and the category crosswalk."),
             ".TP", "\\fI$XDG_DATA_HOME/current\\-place/history.sqlite\\fR", roff("your picks, readable by you only."),
             ".TP", "\\fI/var/lib/current\\-place/places.sqlite\\fR",
             roff("the store of the current-place service (current-place.service, current-place-update.timer).")]
    page += [".SH EXIT STATUS", roff(footer[-1].removeprefix("Exit status: "))]
    page += [".SH SEE ALSO", "\\fBcurrent\\-place\\-gtk\\fR(1), \\fBsystemctl\\fR(1)"]
    page += [".SH COPYRIGHT", roff("Map data © OpenStreetMap contributors, under the Open Database Licence 1.0: "
                                   "a place store built from it is a derivative database under the same licence.")]
    return page, commands


def app_page(program, version, date):
    usage, rest = usage_lines(help_text(program))
    while rest and not rest[0].strip():
        rest.pop(0)
    description = []
    while rest and not OPTION_LINE.match(rest[0]):
        description.append(rest.pop(0))
    options = []
    while rest and (OPTION_LINE.match(rest[0]) or rest[0].startswith("     ")):
        options.append(rest.pop(0))
    page = header("current-place-gtk", "User Commands", version, date)
    page += [".SH NAME", "current\\-place\\-gtk \\- see the places you are most likely at, offline"]
    page += [".SH SYNOPSIS"] + synopsis(usage)
    page += [".SH DESCRIPTION"] + body_to_roff(description)
    page += [".SH OPTIONS"] + body_to_roff(options)
    page += [".SH NOTES"] + body_to_roff([line for line in rest if not line.startswith("Exit status:")])
    exit_line = next(line for line in rest if line.startswith("Exit status:"))
    page += [".SH EXIT STATUS", roff(exit_line.removeprefix("Exit status: "))]
    page += [".SH SEE ALSO", "\\fBcurrent\\-place\\fR(1)"]
    return page


def option_tables(program):
    """The program's option tables (`--dump-options`): the options every command takes, and each command's."""
    result = subprocess.run([program, "--dump-options"], capture_output=True, text=True, timeout=60)
    if result.returncode != 0:
        sys.exit(f"help-docs: {program} --dump-options exited {result.returncode}: {result.stderr}")
    return json.loads(result.stdout)


def options_of(entries):
    """The names of options (long, then short forms) and what completes each value, from a table's entries."""
    names = [entry["name"] for entry in entries] + [entry["short"] for entry in entries if entry.get("short")]
    values = {}
    for entry in entries:
        if entry["completion"] != "none":
            for name in [entry["name"]] + ([entry["short"]] if entry.get("short") else []):
                values[name] = entry["completion"]
    return names, values


def completion_case(names, values, indent):
    files = sorted(name for name, kind in values.items() if kind == "file")
    languages = sorted(name for name, kind in values.items() if kind == "language")
    words = sorted(name for name, kind in values.items() if kind == "word")
    lines = [f"{indent}case \"$previous\" in"]
    if files:
        lines += [f"{indent}    {'|'.join(files)}) local cur=$current; _filedir; return ;;"]
    if languages:
        lines += [f"{indent}    {'|'.join(languages)}) COMPREPLY=($(compgen -W \"{LANGUAGES}\" -- \"$current\")); return ;;"]
    if words:
        lines += [f"{indent}    {'|'.join(words)}) return ;;"]
    lines += [f"{indent}esac"]
    lines += [f"{indent}COMPREPLY=($(compgen -W \"{' '.join(names)}\" -- \"$current\"))"]
    return lines


def command_completion(program, commands):
    tables = option_tables(program)
    global_names, global_values = options_of(tables["global"])
    by_command = {command["name"]: options_of(command["options"]) for command in tables["commands"]}
    missing = [name for name, _ in commands if name not in by_command]
    if missing:
        sys.exit(f"help-docs: {program} --help lists commands its option tables lack: {missing}")
    lines = ["# bash completion for current-place: made from its option tables (--dump-options) by packaging/help-docs.py.",
             "_current_place() {",
             "    local current=${COMP_WORDS[COMP_CWORD]} previous=${COMP_WORDS[COMP_CWORD-1]} command= word",
             "    COMPREPLY=()",
             "    for word in \"${COMP_WORDS[@]:1:COMP_CWORD-1}\"; do",
             f"        case \"$word\" in {'|'.join(name for name, _ in commands)}) command=$word; break ;; esac",
             "    done",
             "    if [ \"$previous\" = --ui-lang ]; then",
             f"        COMPREPLY=($(compgen -W \"{LANGUAGES}\" -- \"$current\")); return",
             "    fi",
             "    case \"$command\" in"]
    for name, _ in commands:
        names, values = by_command[name]
        lines += [f"        {name})"] + completion_case(names + global_names, {**global_values, **values}, " " * 12) + ["            ;;"]
    pick_names, pick_values = by_command["pick"]
    lines += ["        *)",
              "            if [ \"$COMP_CWORD\" -eq 1 ] && [[ \"$current\" != -* ]]; then",
              f"                COMPREPLY=($(compgen -W \"{' '.join(name for name, _ in commands)}\" -- \"$current\")); return",
              "            fi"]
    lines += completion_case(pick_names + global_names, {**global_values, **pick_values}, " " * 12) + [
        "            ;;", "    esac", "}", "complete -F _current_place current-place", ""]
    return lines


def app_completion(program):
    names, values = options_of(option_tables(program)["commands"][0]["options"])
    lines = ["# bash completion for current-place-gtk: made from its option table (--dump-options) by packaging/help-docs.py.",
             "_current_place_gtk() {",
             "    local current=${COMP_WORDS[COMP_CWORD]} previous=${COMP_WORDS[COMP_CWORD-1]}", "    COMPREPLY=()"]
    lines += completion_case(names, values, "    ") + ["}", "complete -F _current_place_gtk current-place-gtk", ""]
    return lines


def main():
    if len(sys.argv) != 6:
        sys.exit(__doc__)
    program, app, out, version, date = sys.argv[1:]
    os.makedirs(os.path.join(out, "man1"), exist_ok=True)
    os.makedirs(os.path.join(out, "bash-completion"), exist_ok=True)
    page, commands = command_page(program, version, date)
    with open(os.path.join(out, "man1", "current-place.1"), "w") as file:
        file.write("\n".join(page) + "\n")
    with open(os.path.join(out, "man1", "current-place-gtk.1"), "w") as file:
        file.write("\n".join(app_page(app, version, date)) + "\n")
    with open(os.path.join(out, "bash-completion", "current-place"), "w") as file:
        file.write("\n".join(command_completion(program, commands)))
    with open(os.path.join(out, "bash-completion", "current-place-gtk"), "w") as file:
        file.write("\n".join(app_completion(app)))


if __name__ == "__main__":
    main()
