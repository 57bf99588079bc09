"""Pilot runs: their records, and the calibration of a plan by what they measured."""
