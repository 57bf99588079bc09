"""Widgets the tabs share: summary strip, number fields, field bindings, tables."""
