#!/usr/bin/python3
"""A bare WebKitGTK window for WebKitWebDriver, for the cross-engine tests (tests/e2e/cross-engine.spec.ts).

WebKitWebDriver starts this with --automation. Unlike MiniBrowser it opens at any size (MiniBrowser stops at
447 px wide) and writes the page's console to stdout, which is how the tests see errors and CSP reports.
"""
import sys

import gi

gi.require_version("Gtk", "3.0")
gi.require_version("WebKit2", "4.1")
from gi.repository import Gtk, WebKit2  # noqa: E402

if "--automation" not in sys.argv:
    sys.exit("start me from WebKitWebDriver (webkitgtk:browserOptions binary, args [--automation])")

# The tests give each launch fresh XDG data and cache folders, so nothing (cookies, HSTS) carries over.
context = WebKit2.WebContext.get_default()
context.set_automation_allowed(True)
windows = []


def create_web_view(_session):
    view = WebKit2.WebView(web_context=context, is_controlled_by_automation=True)
    settings = view.get_settings()
    settings.set_enable_write_console_messages_to_stdout(True)
    settings.set_enable_developer_extras(False)
    window = Gtk.Window()
    window.set_default_size(1280, 800)
    window.add(view)
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
