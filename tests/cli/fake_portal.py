#!/usr/bin/env python3
"""A stand-in for the XDG desktop portal's file chooser, for the window tests
(tests/cli/window_portal_test.cpp): it owns org.freedesktop.portal.Desktop on the session bus the
test started, answers OpenFile and SaveFile as the real portal does (a Request object path at once,
then that Request's Response signal), and writes what it was asked, one JSON object a line, to a
log the test reads.

  fake_portal.py --log FILE --answer URI   the user chose URI (response 0, results["uris"] = [URI])
  fake_portal.py --log FILE --cancel       the user cancelled (response 1)
  fake_portal.py --log FILE --never        the chooser stays open until the caller closes it
"""
import argparse
import json
import sys

import dbus
import dbus.mainloop.glib
import dbus.service
from gi.repository import GLib

REQUEST = "org.freedesktop.portal.Request"


def plain(value):
    """A D-Bus value as JSON: byte arrays (current_folder) as text without their closing NUL."""
    if isinstance(value, dbus.Array) and value.signature == "y":
        return bytes(value).rstrip(b"\0").decode("utf-8", "replace")
    if isinstance(value, (dbus.Array, dbus.Struct, list, tuple)):
        return [plain(v) for v in value]
    if isinstance(value, dbus.Dictionary):
        return {str(k): plain(v) for k, v in value.items()}
    if isinstance(value, dbus.Boolean):
        return bool(value)
    if isinstance(value, (dbus.UInt32, dbus.Int32, dbus.Byte)):
        return int(value)
    return str(value)


class Request(dbus.service.Object):
    def __init__(self, bus, path, log):
        super().__init__(bus, path)
        self.path, self.log = path, log

    @dbus.service.method(REQUEST, in_signature="", out_signature="")
    def Close(self):
        self.log({"method": "Close", "path": self.path})
        self.remove_from_connection()

    @dbus.service.signal(REQUEST, signature="ua{sv}")
    def Response(self, response, results):
        pass


class FileChooser(dbus.service.Object):
    def __init__(self, bus, args, log):
        super().__init__(bus, "/org/freedesktop/portal/desktop")
        self.bus, self.args, self.log = bus, args, log

    @dbus.service.method("org.freedesktop.portal.FileChooser", in_signature="ssa{sv}", out_signature="o",
                         sender_keyword="sender")
    def OpenFile(self, parent, title, options, sender=None):
        return self.ask("OpenFile", title, options, sender)

    @dbus.service.method("org.freedesktop.portal.FileChooser", in_signature="ssa{sv}", out_signature="o",
                         sender_keyword="sender")
    def SaveFile(self, parent, title, options, sender=None):
        return self.ask("SaveFile", title, options, sender)

    def ask(self, method, title, options, sender):
        # The Request's path as the portal documents it: the caller's unique name without ':' and
        # with '.' as '_', then its handle_token.
        token = str(options.get("handle_token", "fake"))
        path = "/org/freedesktop/portal/desktop/request/%s/%s" % (sender[1:].replace(".", "_"), token)
        self.log({"method": method, "title": str(title), "handle": path, "options": plain(options)})
        request = Request(self.bus, path, self.log)
        if not self.args.never:
            GLib.timeout_add(200, self.respond, request)
        return dbus.ObjectPath(path)

    def respond(self, request):
        if self.args.cancel:
            request.Response(dbus.UInt32(1), dbus.Dictionary({}, signature="sv"))
        else:
            uris = dbus.Array([self.args.answer], signature="s")
            request.Response(dbus.UInt32(0), dbus.Dictionary({"uris": uris}, signature="sv"))
        self.log({"method": "Response", "path": request.path})
        return False


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--log", required=True)
    what = parser.add_mutually_exclusive_group(required=True)
    what.add_argument("--answer")
    what.add_argument("--cancel", action="store_true")
    what.add_argument("--never", action="store_true")
    args = parser.parse_args()

    def log(entry):
        with open(args.log, "a") as f:
            f.write(json.dumps(entry) + "\n")

    dbus.mainloop.glib.DBusGMainLoop(set_as_default=True)
    bus = dbus.SessionBus()
    name = dbus.service.BusName("org.freedesktop.portal.Desktop", bus)
    chooser = FileChooser(bus, args, log)
    log({"method": "ready"})
    GLib.MainLoop().run()
    return name, chooser


if __name__ == "__main__":
    sys.exit(main() and 0)
