#!/usr/bin/python3
"""A bare WebKitGTK window for WebKitWebDriver, for the cross-engine tests (tests/e2e/cross-engine.spec.ts).

WebKitWebDriver starts this with --automation, and the tests may add --proxy=URI (an HTTP proxy for every
request but those to localhost) and --init-script=JS (run in each page before its own scripts). Unlike MiniBrowser it opens at any size (MiniBrowser stops at
447 px wide) and writes the page's console to stdout, which is how the tests see errors and CSP reports.
"""
import sys

import gi

gi.require_version("Gtk", "3.0")
gi.require_version("WebKit2", "4.1")
from gi.repository import Gtk, WebKit2  # noqa: E402

if "--automation" not in sys.argv:
    sys.exit("start me from WebKitWebDriver (webkitgtk:browserOptions binary, args [--automation])")
options = dict(arg[2:].split("=", 1) for arg in sys.argv[1:] if "=" in arg and arg.startswith("--"))

# The tests give each launch fresh XDG data and cache folders, so nothing (cookies, HSTS) carries over.
context = WebKit2.WebContext.get_default()
context.set_automation_allowed(True)
if "proxy" in options:
    context.get_website_data_manager().set_network_proxy_settings(
        WebKit2.NetworkProxyMode.CUSTOM,
        WebKit2.NetworkProxySettings.new(options["proxy"], ["localhost", "127.0.0.1"]),
    )
windows = []


def create_web_view(_session):
    view = WebKit2.WebView(web_context=context, is_controlled_by_automation=True)
    settings = view.get_settings()
    settings.set_enable_write_console_messages_to_stdout(True)
    settings.set_enable_developer_extras(False)
    # Xvfb has no GPU: composited frames went through software GL at 40-80 ms each; painted directly, the
    # AAA walk's probe (three frames a stop) took 81 ms a stop instead of about 200. Nothing checked draws in 3D.
    settings.set_hardware_acceleration_policy(WebKit2.HardwareAccelerationPolicy.NEVER)
    if "init-script" in options:
        view.get_user_content_manager().add_script(
            WebKit2.UserScript.new(
                options["init-script"],
                WebKit2.UserContentInjectedFrames.TOP_FRAME,
                WebKit2.UserScriptInjectionTime.START,
                None,
                None,
            )
        )
    window = Gtk.Window()
    window.set_default_size(1280, 800)
    window.add(view)
    # Xvfb has no window manager: keyboard focus follows the pointer (at the screen's centre), and a window
    # made smaller than that point would lose it, and with it every :focus style. Focus is set once, for good.
    window.connect("map-event", lambda w, _event: w.get_window().focus(0))
    window.show_all()
    windows.append(window)
    return view


def automation_started(_context, session):
    info = WebKit2.ApplicationInfo()
    info.set_name("webkit-window")
    info.set_version(1, 0, 0)
    session.set_application_info(info)
    session.connect("create-web-view", create_web_view)


context.connect("automation-started", automation_started)
Gtk.main()
