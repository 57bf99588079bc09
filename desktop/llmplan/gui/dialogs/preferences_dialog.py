"""Edit → Preferences: display units, currency, electricity price, grid intensity, language."""

from __future__ import annotations

from typing import NamedTuple

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDoubleSpinBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QWidget,
)

from llmplan.gui.i18n import LANGUAGES
from llmplan.gui.settings import Preferences
from llmplan.gui.widgets.choice_combo import choice_combo
from llmplan.gui.widgets.dialog_buttons import ok_cancel_buttons

CURRENCIES = ("EUR", "USD", "GBP", "CHF")


class SpinFormat(NamedTuple):
    """How a spin box shows its number: the range it allows, decimals, a unit after it."""

    low: float
    high: float
    decimals: int
    suffix: str = ""


def _spin(
    form: QFormLayout,
    label: str,
    tooltip: str,
    value: float,
    spin_format: SpinFormat,
    name: str = "",
) -> QDoubleSpinBox:
    """A number row of the form, showing `value`."""
    spin = QDoubleSpinBox()
    spin.setObjectName(name)
    spin.setRange(spin_format.low, spin_format.high)
    spin.setDecimals(spin_format.decimals)
    spin.setSuffix(spin_format.suffix)
    spin.setValue(value)
    spin.setToolTip(tooltip)
    form.addRow(label, spin)
    return spin


class PreferencesDialog(QDialog):
    """Shows the current preferences; `preferences()` returns the edited copy."""

    def __init__(self, preferences: Preferences, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Preferences"))
        form = QFormLayout(self)

        self.unit_combo = choice_combo(
            [
                (self.tr("GB (10⁹ bytes, as in the spec sheets)"), "GB"),
                (self.tr("GiB (2³⁰ bytes, as nvidia-smi shows)"), "GiB"),
            ],
            self.tr("How memory and storage sizes are displayed"),
            selected=preferences.memory_unit,
        )
        form.addRow(self.tr("Memory &units:"), self.unit_combo)

        self.currency_combo = QComboBox()
        self.currency_combo.setEditable(True)
        self.currency_combo.addItems(list(CURRENCIES))
        self.currency_combo.setCurrentText(preferences.currency)
        self.currency_combo.setToolTip(self.tr("Currency of prices and costs (ISO code)"))
        form.addRow(self.tr("&Currency:"), self.currency_combo)

        self.price_spin = _spin(
            form,
            self.tr("&Electricity price per kWh:"),
            self.tr("Price of one kWh of electricity, in the currency above"),
            preferences.electricity_price_per_kwh,
            SpinFormat(0.0, 10.0, decimals=3),
        )
        self.price_spin.setSingleStep(0.01)

        self.grid_spin = _spin(
            form,
            self.tr("&Grid intensity:"),
            self.tr("Carbon intensity of the electricity grid (Germany 2023: about 380 g/kWh)"),
            preferences.grid_gco2_per_kwh,
            SpinFormat(0.0, 2000.0, decimals=0, suffix=" g CO₂/kWh"),
        )

        self.rates_edit = QLineEdit(preferences.exchange_rates)
        self.rates_edit.setObjectName("exchange_rates")
        self.rates_edit.setPlaceholderText("USD=0.86; GBP=1.17")
        self.rates_edit.setToolTip(
            self.tr(
                "What one unit of another currency is worth in the currency above. Your rates "
                "replace the ECB reference rates for those currencies; the report names "
                "every rate it used and its date."
            )
        )
        form.addRow(self.tr("E&xchange rates:"), self.rates_edit)
        self.rates_problem = QLabel()
        self.rates_problem.setStyleSheet("color: #D55E00;")
        self.rates_problem.hide()
        form.addRow(self.rates_problem)
        self.reference_note = QLabel(_reference_note(self))
        self.reference_note.setObjectName("reference_rates_note")
        self.reference_note.setWordWrap(True)
        self.reference_note.setEnabled(False)
        form.addRow(self.reference_note)

        # buy against rent: what owning costs beside the price
        self.years_spin = _spin(
            form,
            self.tr("&Depreciation:"),
            self.tr("Years a bought server is written off over (buy against rent)"),
            preferences.depreciation_years,
            SpinFormat(0.5, 30.0, decimals=1, suffix=self.tr(" years")),
            name="depreciation_years",
        )
        self.residual_spin = _spin(
            form,
            self.tr("&Residual value:"),
            self.tr("Share of the purchase price the hardware still fetches after those years"),
            preferences.residual_fraction * 100,
            SpinFormat(0.0, 95.0, decimals=0, suffix=" %"),
            name="residual_percent",
        )
        self.hosting_spin = _spin(
            form,
            self.tr("&Hosting per month:"),
            self.tr(
                "Rack space, cooling and support of bought hardware per month, in the "
                "currency above (the electricity is counted on its own)"
            ),
            preferences.hosting_per_month,
            SpinFormat(0.0, 1_000_000.0, decimals=0),
            name="hosting_per_month",
        )

        self.language_combo = choice_combo(
            [(name, code) for code, name in LANGUAGES.items()],
            self.tr("Language of the window; applies immediately"),
            selected=preferences.language,
        )
        form.addRow(self.tr("&Language:"), self.language_combo)

        note = QLabel(
            self.tr("Price, currency and grid intensity also apply to the open scenario.")
        )
        note.setWordWrap(True)
        note.setEnabled(False)
        form.addRow(note)

        buttons = ok_cancel_buttons(self, self.try_accept)
        form.addRow(buttons)

    def try_accept(self) -> bool:
        """Accept unless the exchange rates do not read as CODE=rate pairs."""
        from llmplan.gui.dialogs.price_fields import parse_rates

        try:
            parse_rates(self.rates_edit.text())
        except ValueError as error:
            self.rates_problem.setText(
                self.tr("Not an exchange rate: %1 (write e.g. USD=0.86)").replace("%1", str(error))
            )
            self.rates_problem.show()
            return False
        self.accept()
        return True

    def preferences(self) -> Preferences:
        return Preferences(
            memory_unit=self.unit_combo.currentData(),
            currency=self.currency_combo.currentText().strip().upper() or "EUR",
            electricity_price_per_kwh=self.price_spin.value(),
            grid_gco2_per_kwh=self.grid_spin.value(),
            exchange_rates=self.rates_edit.text().strip(),
            depreciation_years=self.years_spin.value(),
            residual_fraction=self.residual_spin.value() / 100,
            hosting_per_month=self.hosting_spin.value(),
            language=self.language_combo.currentData(),
        )


def _reference_note(widget: QWidget) -> str:
    """Which published rates convert an amount where you set none, and of which day."""
    from llmplan.catalog.load import load_reference_rates

    rates = load_reference_rates()
    if rates is None:
        return widget.tr("No reference rates are bundled: only your rates convert.")
    return widget.tr(
        "Where you set no rate, amounts are compared at the ECB reference rates of %1."
    ).replace("%1", rates.date)
