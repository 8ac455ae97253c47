#include "app/base/portal_chooser.h"

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <filesystem>
#include <string_view>
#include <vector>

#include <unistd.h>

#ifdef CIRCLELAB_HAVE_DBUS
#include <dbus/dbus.h>
#endif

#include "app/lang/tr.h"

namespace circlelab::app {

namespace {

int HexDigit(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

}  // namespace

std::optional<std::string> PathFromFileUri(const std::string& uri, std::string& problem) {
    // RFC 8089: file://HOST/PATH, the host empty or "localhost" for this computer.
    constexpr std::string_view kScheme = "file://";
    const bool file = uri.size() >= kScheme.size() &&
                      std::equal(kScheme.begin(), kScheme.end(), uri.begin(),
                                 [](char a, char b) { return a == std::tolower(static_cast<unsigned char>(b)); });
    if (!file) {
        problem = Format(Tr("The desktop's chooser gave %s, which is not a file on this computer: choose a file in a "
                            "folder of this computer."), uri.c_str());
        return std::nullopt;
    }
    const std::size_t slash = uri.find('/', kScheme.size());
    const std::string host = uri.substr(kScheme.size(), slash == std::string::npos ? std::string::npos : slash - kScheme.size());
    if (slash == std::string::npos || (!host.empty() && host != "localhost")) {
        problem = Format(Tr("The desktop's chooser gave %s, which is not a file on this computer: choose a file in a "
                            "folder of this computer."), uri.c_str());
        return std::nullopt;
    }
    std::string path;
    for (std::size_t i = slash; i < uri.size(); ++i) {
        if (uri[i] != '%') {
            path += uri[i];
            continue;
        }
        const int high = i + 2 < uri.size() ? HexDigit(uri[i + 1]) : -1, low = high >= 0 ? HexDigit(uri[i + 2]) : -1;
        if (low < 0 || (high == 0 && low == 0)) {  // a broken escape, or a NUL no path can hold
            problem = Format(Tr("The desktop's chooser gave %s, whose name has a broken %%-escape."), uri.c_str());
            return std::nullopt;
        }
        path += static_cast<char>(high * 16 + low);
        i += 2;
    }
    return path;
}

std::string PortalRequestPath(const std::string& uniqueName, const std::string& token) {
    std::string sender;
    for (const char c : uniqueName)
        if (c != ':') sender += c == '.' ? '_' : c;
    return "/org/freedesktop/portal/desktop/request/" + sender + "/" + token;
}

#ifndef CIRCLELAB_HAVE_DBUS

bool PortalBusAddressed() { return false; }

bool PortalAvailable() { return false; }

PortalAnswer RunPortalChooser(bool, const std::string&, const std::string&, const std::atomic<bool>&) {
    return {std::nullopt, Tr("This circlelab was built without D-Bus: the desktop's file chooser cannot be asked.")};
}

#else

namespace {

constexpr const char* kPortal = "org.freedesktop.portal.Desktop";
constexpr const char* kPortalPath = "/org/freedesktop/portal/desktop";
constexpr int kQuickMs = 1000;  // a bus question answered at once by a live bus

// The session bus's address: $DBUS_SESSION_BUS_ADDRESS, else the user's bus socket; "" when none.
std::string SessionBusAddress() {
    if (const char* env = std::getenv("DBUS_SESSION_BUS_ADDRESS"); env && *env) return env;
    if (const char* run = std::getenv("XDG_RUNTIME_DIR"); run && *run) {
        std::error_code ec;
        if (std::filesystem::exists(std::string(run) + "/bus", ec)) return "unix:path=" + std::string(run) + "/bus";
    }
    return {};
}

// A private connection to the session bus, closed and freed with the object. Never the shared one
// libdbus keeps (which exits the program when the bus goes), and never an autolaunched bus.
class Bus {
public:
    Bus() {
        const std::string address = SessionBusAddress();
        if (address.empty()) return;
        dbus_threads_init_default();
        DBusError error;
        dbus_error_init(&error);
        connection_ = dbus_connection_open_private(address.c_str(), &error);
        if (connection_) {
            dbus_connection_set_exit_on_disconnect(connection_, FALSE);
            if (!Register(&error)) Close();
        }
        if (dbus_error_is_set(&error)) problem = error.message;
        dbus_error_free(&error);
    }
    ~Bus() { Close(); }
    Bus(const Bus&) = delete;
    Bus& operator=(const Bus&) = delete;

    DBusConnection* get() const { return connection_; }
    std::string problem;

private:
    // The bus's Hello, as dbus_bus_register says it, but within kQuickMs: that call waits libdbus's
    // default 25 s, and a bus that takes the connection but never answers would hold the window.
    bool Register(DBusError* error) {
        DBusMessage* hello = dbus_message_new_method_call("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "Hello");
        if (!hello) return false;
        DBusMessage* reply = dbus_connection_send_with_reply_and_block(connection_, hello, kQuickMs, error);
        dbus_message_unref(hello);
        if (!reply) return false;
        const char* name = nullptr;
        const bool ok = dbus_message_get_args(reply, error, DBUS_TYPE_STRING, &name, DBUS_TYPE_INVALID) &&
                        dbus_bus_set_unique_name(connection_, name);
        dbus_message_unref(reply);
        return ok;
    }
    void Close() {
        if (!connection_) return;
        dbus_connection_close(connection_);
        dbus_connection_unref(connection_);
        connection_ = nullptr;
    }
    DBusConnection* connection_ = nullptr;
};

// A message owned here: unreferenced when it goes.
struct Message {
    DBusMessage* m = nullptr;
    explicit Message(DBusMessage* message) : m(message) {}
    ~Message() {
        if (m) dbus_message_unref(m);
    }
    Message(const Message&) = delete;
    Message& operator=(const Message&) = delete;
};

// A method call to the bus itself with one string argument; the reply (null: no answer in time).
DBusMessage* AskBus(DBusConnection* bus, const char* method, const char* argument) {
    Message call(dbus_message_new_method_call("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", method));
    if (argument) dbus_message_append_args(call.m, DBUS_TYPE_STRING, &argument, DBUS_TYPE_INVALID);
    return dbus_connection_send_with_reply_and_block(bus, call.m, kQuickMs, nullptr);
}

// One a{sv} entry whose value is a basic type (a string, a boolean).
void AppendOption(DBusMessageIter& dict, const char* key, int type, const char* signature, const void* value) {
    DBusMessageIter entry, variant;
    dbus_message_iter_open_container(&dict, DBUS_TYPE_DICT_ENTRY, nullptr, &entry);
    dbus_message_iter_append_basic(&entry, DBUS_TYPE_STRING, &key);
    dbus_message_iter_open_container(&entry, DBUS_TYPE_VARIANT, signature, &variant);
    dbus_message_iter_append_basic(&variant, type, value);
    dbus_message_iter_close_container(&entry, &variant);
    dbus_message_iter_close_container(&dict, &entry);
}

// current_folder: a byte array ending in NUL (a file name need not be UTF-8).
void AppendFolder(DBusMessageIter& dict, const std::string& folder) {
    DBusMessageIter entry, variant, bytes;
    const char* key = "current_folder";
    dbus_message_iter_open_container(&dict, DBUS_TYPE_DICT_ENTRY, nullptr, &entry);
    dbus_message_iter_append_basic(&entry, DBUS_TYPE_STRING, &key);
    dbus_message_iter_open_container(&entry, DBUS_TYPE_VARIANT, "ay", &variant);
    dbus_message_iter_open_container(&variant, DBUS_TYPE_ARRAY, "y", &bytes);
    const char* data = folder.c_str();
    dbus_message_iter_append_fixed_array(&bytes, DBUS_TYPE_BYTE, &data, int(folder.size() + 1));
    dbus_message_iter_close_container(&variant, &bytes);
    dbus_message_iter_close_container(&entry, &variant);
    dbus_message_iter_close_container(&dict, &entry);
}

// filters: a(sa(us)), each a name and its glob patterns (0 = a glob): scenes first, then any file.
void AppendFilters(DBusMessageIter& dict) {
    DBusMessageIter entry, variant, list;
    const char* key = "filters";
    dbus_message_iter_open_container(&dict, DBUS_TYPE_DICT_ENTRY, nullptr, &entry);
    dbus_message_iter_append_basic(&entry, DBUS_TYPE_STRING, &key);
    dbus_message_iter_open_container(&entry, DBUS_TYPE_VARIANT, "a(sa(us))", &variant);
    dbus_message_iter_open_container(&variant, DBUS_TYPE_ARRAY, "(sa(us))", &list);
    const std::string scenes = Tr("Scenes (*.json)"), all = Tr("All files");
    for (const auto& [name, glob] : {std::pair{scenes.c_str(), "*.json"}, std::pair{all.c_str(), "*"}}) {
        DBusMessageIter filter, patterns, pattern;
        dbus_message_iter_open_container(&list, DBUS_TYPE_STRUCT, nullptr, &filter);
        dbus_message_iter_append_basic(&filter, DBUS_TYPE_STRING, &name);
        dbus_message_iter_open_container(&filter, DBUS_TYPE_ARRAY, "(us)", &patterns);
        dbus_message_iter_open_container(&patterns, DBUS_TYPE_STRUCT, nullptr, &pattern);
        const dbus_uint32_t kind = 0;
        dbus_message_iter_append_basic(&pattern, DBUS_TYPE_UINT32, &kind);
        dbus_message_iter_append_basic(&pattern, DBUS_TYPE_STRING, &glob);
        dbus_message_iter_close_container(&patterns, &pattern);
        dbus_message_iter_close_container(&filter, &patterns);
        dbus_message_iter_close_container(&list, &filter);
    }
    dbus_message_iter_close_container(&variant, &list);
    dbus_message_iter_close_container(&entry, &variant);
    dbus_message_iter_close_container(&dict, &entry);
}

// OpenFile or SaveFile (s parent_window, s title, a{sv} options).
DBusMessage* ChooserCall(bool save, const std::string& folder, const std::string& name, const std::string& token) {
    DBusMessage* call = dbus_message_new_method_call(kPortal, kPortalPath, "org.freedesktop.portal.FileChooser",
                                                     save ? "SaveFile" : "OpenFile");
    const std::string title = save ? Tr("Save the scene as") : Tr("Open a scene");
    const char *parent = "", *titleText = title.c_str(), *tokenText = token.c_str(), *nameText = name.c_str();
    DBusMessageIter args, dict;
    dbus_message_iter_init_append(call, &args);
    dbus_message_iter_append_basic(&args, DBUS_TYPE_STRING, &parent);
    dbus_message_iter_append_basic(&args, DBUS_TYPE_STRING, &titleText);
    dbus_message_iter_open_container(&args, DBUS_TYPE_ARRAY, "{sv}", &dict);
    AppendOption(dict, "handle_token", DBUS_TYPE_STRING, "s", &tokenText);
    const dbus_bool_t modal = TRUE;
    AppendOption(dict, "modal", DBUS_TYPE_BOOLEAN, "b", &modal);
    if (save && !name.empty()) AppendOption(dict, "current_name", DBUS_TYPE_STRING, "s", &nameText);
    if (!folder.empty()) AppendFolder(dict, folder);
    AppendFilters(dict);
    dbus_message_iter_close_container(&args, &dict);
    return call;
}

// The first of results["uris"] in a Response's (u, a{sv}); "" when there is none.
std::string FirstUri(DBusMessageIter& results) {
    if (dbus_message_iter_get_arg_type(&results) != DBUS_TYPE_ARRAY) return {};
    DBusMessageIter dict;
    for (dbus_message_iter_recurse(&results, &dict); dbus_message_iter_get_arg_type(&dict) == DBUS_TYPE_DICT_ENTRY;
         dbus_message_iter_next(&dict)) {
        DBusMessageIter entry, variant, uris;
        dbus_message_iter_recurse(&dict, &entry);
        const char* key = nullptr;
        dbus_message_iter_get_basic(&entry, &key);
        if (std::string_view(key) != "uris" || !dbus_message_iter_next(&entry)) continue;
        dbus_message_iter_recurse(&entry, &variant);
        if (dbus_message_iter_get_arg_type(&variant) != DBUS_TYPE_ARRAY) return {};
        dbus_message_iter_recurse(&variant, &uris);
        if (dbus_message_iter_get_arg_type(&uris) != DBUS_TYPE_STRING) return {};
        const char* uri = nullptr;
        dbus_message_iter_get_basic(&uris, &uri);
        return uri;
    }
    return {};
}

// The Response signal, read: 0 chosen (results["uris"]), 1 cancelled by the user, 2 ended otherwise.
PortalAnswer ReadResponse(DBusMessage* signal) {
    DBusMessageIter args;
    if (!dbus_message_iter_init(signal, &args) || dbus_message_iter_get_arg_type(&args) != DBUS_TYPE_UINT32)
        return {std::nullopt, Tr("The desktop's file chooser gave an answer the lab cannot read.")};
    dbus_uint32_t response = 2;
    dbus_message_iter_get_basic(&args, &response);
    if (response != 0) return {};  // cancelled: nothing changes
    dbus_message_iter_next(&args);
    const std::string uri = FirstUri(args);
    if (uri.empty()) return {std::nullopt, Tr("The desktop's file chooser gave an answer the lab cannot read.")};
    PortalAnswer answer;
    answer.chosen = PathFromFileUri(uri, answer.problem);
    return answer;
}

// Closes the chooser on the desktop when the lab gives up on it.
void CloseRequest(DBusConnection* bus, const std::string& handle) {
    Message close(dbus_message_new_method_call(kPortal, handle.c_str(), "org.freedesktop.portal.Request", "Close"));
    dbus_message_set_no_reply(close.m, TRUE);
    dbus_connection_send(bus, close.m, nullptr);
    dbus_connection_flush(bus);
}

std::string Match(const std::string& handle) {
    return "type='signal',interface='org.freedesktop.portal.Request',member='Response',path='" + handle + "'";
}

}  // namespace

bool PortalBusAddressed() { return !SessionBusAddress().empty(); }

bool PortalAvailable() {
    Bus bus;
    if (!bus.get()) return false;
    for (const char* method : {"NameHasOwner", "ListActivatableNames"}) {
        DBusMessage* reply = AskBus(bus.get(), method, std::string_view(method) == "NameHasOwner" ? kPortal : nullptr);
        if (!reply) return false;  // a bus that does not answer: no portal to wait for
        Message owned(reply);
        DBusMessageIter args;
        if (!dbus_message_iter_init(reply, &args)) continue;
        if (dbus_message_iter_get_arg_type(&args) == DBUS_TYPE_BOOLEAN) {
            dbus_bool_t has = FALSE;
            dbus_message_iter_get_basic(&args, &has);
            if (has) return true;
        } else if (dbus_message_iter_get_arg_type(&args) == DBUS_TYPE_ARRAY) {
            DBusMessageIter names;
            for (dbus_message_iter_recurse(&args, &names); dbus_message_iter_get_arg_type(&names) == DBUS_TYPE_STRING;
                 dbus_message_iter_next(&names)) {
                const char* name = nullptr;
                dbus_message_iter_get_basic(&names, &name);
                if (std::string_view(name) == kPortal) return true;
            }
        }
    }
    return false;
}

PortalAnswer RunPortalChooser(bool save, const std::string& folder, const std::string& name, const std::atomic<bool>& stop) {
    Bus bus;
    if (!bus.get()) return {std::nullopt, Format(Tr("The desktop's file chooser cannot be reached: %s"), bus.problem.c_str())};
    // Listen on the Request's path before calling, so an answer given at once is not missed.
    static std::atomic<unsigned> calls{0};
    const std::string token = "circlelab" + std::to_string(getpid()) + "_" + std::to_string(++calls);
    std::string handle = PortalRequestPath(dbus_bus_get_unique_name(bus.get()), token);
    dbus_bus_add_match(bus.get(), Match(handle).c_str(), nullptr);
    Message call(ChooserCall(save, folder, name, token));
    DBusError error;
    dbus_error_init(&error);
    // The portal replies with the Request's path at once (starting it on demand may take seconds).
    DBusMessage* reply = dbus_connection_send_with_reply_and_block(bus.get(), call.m, 25000, &error);
    if (!reply) {
        PortalAnswer failed{std::nullopt, Format(Tr("The desktop's file chooser cannot be reached: %s"), error.message)};
        dbus_error_free(&error);
        return failed;
    }
    Message owned(reply);
    const char* returned = nullptr;
    if (dbus_message_get_args(reply, nullptr, DBUS_TYPE_OBJECT_PATH, &returned, DBUS_TYPE_INVALID) && handle != returned) {
        handle = returned;  // an old portal names the Request its own way
        dbus_bus_add_match(bus.get(), Match(handle).c_str(), nullptr);
    }
    // The user's answer: read a tenth of a second at a time, so giving up is noticed at once.
    while (!stop.load()) {
        if (!dbus_connection_read_write(bus.get(), 100))
            return {std::nullopt, Tr("The desktop's file chooser went away before it answered.")};
        while (DBusMessage* in = dbus_connection_pop_message(bus.get())) {
            Message message(in);
            if (dbus_message_is_signal(in, "org.freedesktop.portal.Request", "Response") &&
                handle == (dbus_message_get_path(in) ? dbus_message_get_path(in) : ""))
                return ReadResponse(in);
        }
    }
    CloseRequest(bus.get(), handle);
    return {};
}

#endif

}  // namespace circlelab::app
