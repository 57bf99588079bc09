"""Edit → Prices: the price book's prices beside your own, per server and per GPU.

Your prices are stored in the scenario (`prices`) and replace the book's for that id; an
empty field keeps the book's price. Every amount stays in the currency you give it.
"""

from __future__ import annotations

from datetime import date

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from llmplan.catalog.load import load_prices, stale_after_months
from llmplan.catalog.schema import Price, PriceEntry, RentPeriod
from llmplan.core.money import Money, PriceOverride
from llmplan.core.plan import scenario_catalog
from llmplan.core.run.pricing import is_stale
from llmplan.core.scenario import Scenario
from llmplan.gui.widgets.dialog_buttons import ok_cancel_buttons
from llmplan.presentation import formatting as fmt
from llmplan.presentation import i18n
from llmplan.presentation.hardware_names import catalog_name

_NAME, _BOOK, _BUY, _RENT, _PER, _CURRENCY, _SOURCE = range(7)
PERIODS: tuple[RentPeriod, ...] = ("month", "day", "hour")
_EDITABLE = Qt.ItemFlag.ItemIsEditable
SOURCE_CHARS = 30  # the sources column shows at least this much at the opening size


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
        self.table = QTableWidget(len(self.keys), 7)
        plan_date = scenario.costs.plan_date
        self._plan_date = date.fromisoformat(plan_date) if plan_date else date.today()
        self.table.setHorizontalHeaderLabels(
            [
                self.tr("Hardware"),
                self.tr("Price book"),
                self.tr("Your purchase price"),
                self.tr("Your rent"),
                self.tr("Billed per"),
                self.tr("Currency"),
                self.tr("Source of the book's price"),
            ]
        )
        self.table.verticalHeader().setVisible(False)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectItems)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        # the long sources take what is left (whole in their tooltip), so the columns one
        # edits stay in view: German "Abrechnung je" and "Währung" were past the edge
        header.setSectionResizeMode(_SOURCE, QHeaderView.ResizeMode.Stretch)
        for row, key in enumerate(self.keys):
            kind, id = key
            if kind == "server":
                name = catalog_name(catalog.servers[id].name)
            else:
                name = catalog_name(catalog.gpus[id].name) + self.tr(" (one card)")
            entry = book.get(key)
            quoted = (entry.purchase, entry.rent) if entry else ()
            sources = "; ".join(  # the book's words, in the reader's language
                i18n.translate("PriceSources", price.source)
                for price in quoted
                if price is not None
            )
            for column, text in (
                (_NAME, name),
                (_BOOK, self._book_text(entry)),
                (_SOURCE, sources),
            ):
                item = QTableWidgetItem(text)
                item.setFlags(item.flags() & ~_EDITABLE)
                if column == _SOURCE and text:
                    item.setToolTip(text)
                self.table.setItem(row, column, item)
            mine = own.get(key)
            buy = mine.purchase if mine else None
            rent = mine.rent if mine else None
            per = QComboBox()
            for period in PERIODS:
                per.addItem(self._period_word(period), period)
            per.setCurrentIndex(PERIODS.index(mine.rent_period) if mine else 0)
            per.setToolTip(
                self.tr("Your rent is for one month, day or hour, and billed by every one begun")
            )
            self.table.setCellWidget(row, _PER, per)
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
                "scenario. Leave a field empty to keep the book's price. Amounts keep their "
                "currency; they are compared at your exchange rate (Preferences) or else at "
                "the ECB reference rate, and the report names the rate and its date. A book "
                "price older than %1 months is marked stale."
            )
        )
        note.setText(note.text().replace("%1", str(stale_after_months())))
        note.setWordWrap(True)
        buttons = ok_cancel_buttons(self, self.try_accept)
        layout = QVBoxLayout(self)
        layout.addWidget(note)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.problem)
        layout.addWidget(buttons)
        self.resize(self._opening_width(), self.fontMetrics().height() * 36)
        self._prices: list[PriceOverride] = []

    def _opening_width(self) -> int:
        """Every column but the sources whole, and room for a start of the sources; within
        90 % of the screen (the table scrolls beyond that)."""
        chars = self.fontMetrics().averageCharWidth()
        header = self.table.horizontalHeader()
        columns = sum(
            max(header.sectionSizeHint(c), self.table.sizeHintForColumn(c))
            for c in range(self.table.columnCount())
            if c != _SOURCE
        )
        table = columns + chars * SOURCE_CHARS + self.table.verticalScrollBar().sizeHint().width()
        layout = self.layout()
        margins = (
            layout.contentsMargins().left() + layout.contentsMargins().right() if layout else 0
        )
        wanted = table + 2 * self.table.frameWidth() + margins
        screen = self.screen().availableGeometry().width() if self.screen() else wanted
        return int(min(max(wanted, chars * 165), 0.9 * screen))

    def set_price(
        self, kind: str, id: str, buy: str, rent: str, currency: str, per: RentPeriod = "month"
    ) -> None:
        """Fill one row as a user would (tests)."""
        row = self.keys.index((kind, id))
        for column, text in ((_BUY, buy), (_RENT, rent), (_CURRENCY, currency)):
            item = self.table.item(row, column)
            if item is not None:
                item.setText(text)
        self._period_box(row).setCurrentIndex(PERIODS.index(per))

    def _period_box(self, row: int) -> QComboBox:
        box = self.table.cellWidget(row, _PER)
        assert isinstance(box, QComboBox)
        return box

    def _period_word(self, period: RentPeriod) -> str:
        return {"month": self.tr("month"), "day": self.tr("day"), "hour": self.tr("hour")}[period]

    def _book_text(self, entry: PriceEntry | None) -> str:
        """ "buy $1,599 (2022-09-20, stale); rent $16,900 a month (undated)"."""
        parts = []
        if entry is not None and entry.purchase is not None:
            buy = fmt.money(entry.purchase.amount, entry.purchase.currency)
            parts.append(self.tr("buy %1").replace("%1", buy) + self._dated(entry.purchase))
        rent = entry.rent if entry is not None else None
        if entry is not None and rent is not None:
            amount = fmt.money(rent.amount, rent.currency)
            template = {
                "month": self.tr("rent %1 a month"),
                "day": self.tr("rent %1 a day"),
                "hour": self.tr("rent %1 an hour"),
            }[entry.rent_period]
            parts.append(template.replace("%1", amount) + self._dated(rent))
        return "; ".join(parts) or self.tr("no price known")

    def _dated(self, price: Price) -> str:
        if price.date is None:
            return " " + self.tr("(undated)")
        if is_stale(price.date, self._plan_date, stale_after_months()):
            return " " + self.tr("(%1, stale)").replace("%1", price.date)
        return f" ({price.date})"

    def try_accept(self) -> bool:
        """Read every row; refuse with the row's name and reason, else accept."""
        prices: list[PriceOverride] = []
        for row, (kind, id) in enumerate(self.keys):
            buy_text, rent_text = self._text(row, _BUY), self._text(row, _RENT)
            currency = self._text(row, _CURRENCY).upper()
            if not buy_text and not rent_text:
                continue
            name = self._text(row, _NAME)
            amounts: dict[str, object] = {}
            period = self._period_box(row).currentData()
            rent_field = "rental_per_month" if period == "month" else "rental"
            if period != "month":
                amounts["rental_per"] = period
            for field, text in (("purchase", buy_text), (rent_field, rent_text)):
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
