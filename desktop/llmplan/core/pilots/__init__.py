"""Calibration of a plan by what pilot runs measured (the records: core/pilot.py)."""
