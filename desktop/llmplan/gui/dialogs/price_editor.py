"""Edit → Prices: the price book's prices beside your own, per server and per GPU.

Your prices are stored in the scenario (`prices`) and replace the book's for that id; an
empty field keeps the book's price. Every amount stays in the currency you give it.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from llmplan.catalog.load import load_prices
from llmplan.catalog.schema import PriceEntry
from llmplan.core.money import Money, PriceOverride
from llmplan.core.plan import scenario_catalog
from llmplan.core.scenario import Scenario
from llmplan.gui.widgets.dialog_buttons import ok_cancel_buttons
from llmplan.presentation import formatting as fmt
from llmplan.presentation.hardware_names import catalog_name

_NAME, _BOOK, _BUY, _RENT, _CURRENCY, _SOURCE = range(6)
_EDITABLE = Qt.ItemFlag.ItemIsEditable


class PriceEditorDialog(QDialog):
    """One row per catalogue server and GPU; `.prices()` gives the edited list."""

    def __init__(self, scenario: Scenario, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Prices"))
        catalog = scenario_catalog(scenario)
        book = load_prices()
        own = {_key(price): price for price in scenario.prices}
        self.keys: list[tuple[str, str]] = [("server", s) for s in catalog.servers]
        self.keys += [("gpu", g) for g in catalog.gpus]
        self.table = QTableWidget(len(self.keys), 6)
        self.table.setHorizontalHeaderLabels(
            [
                self.tr("Hardware"),
                self.tr("Price book"),
                self.tr("Your purchase price"),
                self.tr("Your rent per month"),
                self.tr("Currency"),
                self.tr("Source of the book's price"),
            ]
        )
        self.table.verticalHeader().setVisible(False)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectItems)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        for row, key in enumerate(self.keys):
            kind, id = key
            if kind == "server":
                name = catalog_name(catalog.servers[id].name)
            else:
                name = catalog_name(catalog.gpus[id].name) + self.tr(" (one card)")
            entry = book.get(key)
            quoted = (entry.purchase, entry.rental_per_month) if entry else ()
            sources = "; ".join(price.source for price in quoted if price is not None)
            for column, text in (
                (_NAME, name),
                (_BOOK, _book_text(self, entry)),
                (_SOURCE, sources),
            ):
                item = QTableWidgetItem(text)
                item.setFlags(item.flags() & ~_EDITABLE)
                self.table.setItem(row, column, item)
            mine = own.get(key)
            buy = mine.purchase if mine else None
            rent = mine.rental_per_month if mine else None
            given = buy if buy is not None else rent
            currency = given.currency if given is not None else scenario.costs.currency
            self.table.setItem(row, _BUY, QTableWidgetItem(_amount(buy)))
            self.table.setItem(row, _RENT, QTableWidgetItem(_amount(rent)))
            self.table.setItem(row, _CURRENCY, QTableWidgetItem(currency))
        self.problem = QLabel()
        self.problem.setStyleSheet("color: #D55E00;")
        self.problem.hide()
        note = QLabel(
            self.tr(
                "Your prices replace the price book's for that hardware and are saved with the "
                "scenario. Leave a field empty to keep the book's price. Amounts are never "
                "converted unless you set an exchange rate in Preferences."
            )
        )
        note.setWordWrap(True)
        buttons = ok_cancel_buttons(self, self.try_accept)
        layout = QVBoxLayout(self)
        layout.addWidget(note)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.problem)
        layout.addWidget(buttons)
        self.resize(self.fontMetrics().averageCharWidth() * 150, self.fontMetrics().height() * 36)
        self._prices: list[PriceOverride] = []

    def set_price(self, kind: str, id: str, buy: str, rent: str, currency: str) -> None:
        """Fill one row as a user would (tests)."""
        row = self.keys.index((kind, id))
        for column, text in ((_BUY, buy), (_RENT, rent), (_CURRENCY, currency)):
            item = self.table.item(row, column)
            if item is not None:
                item.setText(text)

    def try_accept(self) -> bool:
        """Read every row; refuse with the row's name and reason, else accept."""
        prices: list[PriceOverride] = []
        for row, (kind, id) in enumerate(self.keys):
            buy_text, rent_text = self._text(row, _BUY), self._text(row, _RENT)
            currency = self._text(row, _CURRENCY).upper()
            if not buy_text and not rent_text:
                continue
            name = self._text(row, _NAME)
            amounts: dict[str, Money] = {}
            for field, text in (("purchase", buy_text), ("rental_per_month", rent_text)):
                if not text:
                    continue
                value = fmt.parse_number(text)
                if value is None or value <= 0:
                    problem = self.tr("%1: not a price: %2")
                    return self._refuse(problem.replace("%1", name).replace("%2", text))
                if len(currency) != 3 or not currency.isalpha():
                    problem = self.tr("%1: give a three-letter currency code, e.g. EUR")
                    return self._refuse(problem.replace("%1", name))
                amounts[field] = Money(amount=value, currency=currency)
            prices.append(PriceOverride.model_validate({kind: id, **amounts}))
        self._prices = prices
        self.accept()
        return True

    def prices(self) -> list[PriceOverride]:
        return list(self._prices)

    def _text(self, row: int, column: int) -> str:
        item = self.table.item(row, column)
        return item.text().strip() if item is not None else ""

    def _refuse(self, message: str) -> bool:
        self.problem.setText(message)
        self.problem.show()
        return False


def _key(price: PriceOverride) -> tuple[str, str]:
    return ("server", price.server) if price.server else ("gpu", price.gpu or "")


def _amount(money: Money | None) -> str:
    return "" if money is None else fmt.number(money.amount, 2).rstrip("0").rstrip(".,")


def _book_text(widget: QWidget, entry: PriceEntry | None) -> str:
    parts = []
    if entry is not None and entry.purchase is not None:
        buy = fmt.money(entry.purchase.amount, entry.purchase.currency)
        parts.append(widget.tr("buy %1").replace("%1", buy))
    if entry is not None and entry.rental_per_month is not None:
        rent = fmt.money(entry.rental_per_month.amount, entry.rental_per_month.currency)
        parts.append(widget.tr("rent %1 a month").replace("%1", rent))
    return "; ".join(parts) or widget.tr("no price known")
