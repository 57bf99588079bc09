"""Pydantic schemas of the bundled catalogues (GPUs, servers, models).

Catalogue ids are lowercase with hyphens. Every entry names its source.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Generic, Literal, TypeVar

from pydantic import BaseModel, ConfigDict, Field, model_validator

from llmplan.units import GB, MIB

CatalogId = str  # validated by pattern below where used
ID_PATTERN = r"^[a-z0-9][a-z0-9.\-]*$"


class _Entry(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Interconnect(_Entry):
    nvlink_generation: int | None = None
    nvlink_bandwidth_gb_s: float | None = Field(
        None,
        gt=0,
        description="NVLink (or Infinity Fabric / Gaudi RoCE) per GPU, GB/s, bidirectional",
    )
    nvlink_domain_max: int | None = Field(
        None,
        ge=1,
        description="Most GPUs one NVLink domain joins by itself (NVL bridge: 2 or 4; SXM: 8)",
    )
    pcie_generation: int = 5
    pcie_bandwidth_gb_s: float = Field(
        64.0, gt=0, description="PCIe x16 bandwidth per direction, GB/s"
    )


class GPU(_Entry):
    id: str = Field(pattern=ID_PATTERN)
    name: str
    vendor: Literal["NVIDIA", "AMD", "Intel"]
    memory_gb: float = Field(gt=0, description="Memory capacity, decimal GB")
    memory_mib: int | None = Field(
        None, gt=0, description="Total memory the driver reports (nvidia-smi), MiB"
    )
    memory_mib_source: str | None = Field(
        None, description="Where memory_mib comes from, or how it was derived"
    )
    memory_bandwidth_tb_s: float = Field(gt=0)
    bf16_dense_tflops: float = Field(gt=0, description="Dense (not sparse) BF16 tensor TFLOPS")
    fp8_dense_tflops: float | None = Field(None, gt=0, description="Dense FP8 TFLOPS")
    fp4_dense_tflops: float | None = Field(
        None, gt=0, description="Dense FP4 (NVFP4) TFLOPS; None: no FP4 tensor cores known"
    )
    block_scaled_training: bool = Field(
        False,
        description="Tensor cores with hardware block scaling that the stacks' MXFP8/NVFP4 "
        "training kernels target (data-centre Blackwell, SM100)",
    )
    board_power_w: float = Field(gt=0)
    interconnect: Interconnect = Interconnect()
    form_factor: str = Field(description="SXM, PCIe, OAM, board, ...")
    upper_bound: bool = Field(
        False,
        description="TFLOPS figure is an upper bound (the vendor publishes no dense figure)",
    )
    note: str = ""
    source: str = Field(min_length=3)

    @property
    def usable_memory_bytes(self) -> float:
        """The card's usable capacity: what the driver reports (nvidia-smi total, MiB), the
        vendor's decimal GB where no figure is known. Every fit and every capacity a person
        reads is this one figure; the vendor's GB is only part of the card's name."""
        return self.memory_mib * MIB if self.memory_mib is not None else self.memory_gb * GB


class CPU(_Entry):
    model: str
    count: int = Field(ge=0)
    tdp_w: float = Field(ge=0)
    memory_gb_s: float | None = Field(
        None,
        gt=0,
        description="Peak memory bandwidth per socket, GB/s (channels × MT/s × 8 B): what "
        "limits an optimizer step on the CPU",
    )
    memory_source: str | None = Field(None, description="Where memory_gb_s comes from")


class Server(_Entry):
    id: str = Field(pattern=ID_PATTERN)
    name: str
    gpu: str = Field(description="GPU catalogue id")
    gpu_count: int = Field(ge=1)
    cpu: CPU
    host_ram_gb: float = Field(gt=0)
    nvlink_domain_size: int = Field(ge=1, description="GPUs that share one NVLink domain")
    intra_domain_link_gb_s: float = Field(
        gt=0, description="GPU-to-GPU bandwidth inside a domain, GB/s"
    )
    inter_domain_link_gb_s: float = Field(
        gt=0, description="Slowest GPU-to-GPU link between domains, GB/s"
    )
    inter_domain_link: str = Field(description="What that slowest link is, e.g. 'PCIe Gen5 x16'")
    network_gb_s: float | None = Field(
        None,
        gt=0,
        description="Node-to-node network per node, GB/s (400G = 50 GB/s); None where no "
        "source states it (the advisor then never joins several of these servers)",
    )
    network_source: str | None = Field(
        None, description="Where network_gb_s comes from (required for a catalogue entry)"
    )
    storage: str = ""
    monthly_price_usd: float | None = Field(
        None, gt=0, description="Rental price per month, whole server"
    )
    rental: bool = False
    source: str = Field(min_length=3)


ArchitectureType = Literal[
    "llama",
    "qwen2",
    "qwen3",
    "qwen3_moe",
    "mistral",
    "mixtral",
    "gemma2",
    "gemma3",
    "phi3",
    "gpt2",
    "deepseek_v3",
    "gpt_oss",
    "custom",
]


class ModelArch(_Entry):
    """A decoder-only transformer, in the terms of a Hugging Face config.json."""

    id: str = Field(pattern=ID_PATTERN)
    name: str
    family: str = Field("", description="Llama, Qwen, ...; empty for your own architecture")
    architecture: ArchitectureType
    vocab_size: int = Field(gt=0)
    hidden_size: int = Field(gt=0)
    intermediate_size: int = Field(gt=0, description="Dense MLP width")
    num_layers: int = Field(gt=0)
    num_heads: int = Field(gt=0)
    num_kv_heads: int = Field(gt=0)
    head_dim: int = Field(gt=0)
    tied_embeddings: bool = False
    gated_mlp: bool = Field(True, description="SwiGLU/GeGLU (3 matrices) vs plain GELU MLP (2)")
    attention_bias: bool = Field(False, description="Bias on q/k/v (Qwen2.5, GPT-2)")
    mlp_bias: bool = False
    attention_output_bias: bool = Field(False, description="Bias on o_proj (GPT-2, gpt-oss)")
    attention_sinks: bool = Field(False, description="One learned sink logit per head (gpt-oss)")
    router_bias: bool = Field(False, description="MoE router bias (gpt-oss, DeepSeek-V3)")
    qk_norm: bool = Field(False, description="RMSNorm on q and k per head (Qwen3, Gemma 3)")
    norm: Literal["rmsnorm", "layernorm"] = "rmsnorm"
    norms_per_layer: int = Field(2, ge=0, description="Gemma 2/3 have 4")
    learned_positions: bool = Field(False, description="GPT-2 style absolute position embeddings")
    # Mixture of experts
    num_experts: int = Field(0, ge=0)
    experts_per_token: int = Field(0, ge=0)
    expert_intermediate_size: int | None = None
    num_shared_experts: int = Field(0, ge=0)
    first_dense_layers: int = Field(
        0, ge=0, description="Leading layers with a dense MLP (DeepSeek-V3)"
    )
    # Multi-head latent attention (DeepSeek-V3)
    q_lora_rank: int | None = None
    kv_lora_rank: int | None = None
    qk_rope_head_dim: int | None = None
    qk_nope_head_dim: int | None = None
    v_head_dim: int | None = None
    max_position_embeddings: int = Field(gt=0)
    stated_params_b: float | None = Field(
        None, description="Maker's stated parameter count, billions"
    )
    stated_active_params_b: float | None = None
    tokenizer: str | None = Field(None, description="Tokenizer id in resources/tokenizers")
    note: str = ""
    source: str = Field(
        "",
        description="Where the figures come from; a catalogue entry needs one (load.py), "
        "an architecture of your own in a scenario needs none",
    )

    @property
    def is_moe(self) -> bool:
        return self.num_experts > 0

    @property
    def is_mla(self) -> bool:
        """Multi-head latent attention (DeepSeek): keys and values through a low-rank latent."""
        return self.kv_lora_rank is not None


# ---- Prices (resources/catalog/prices.json; advisor branch) ---------------------------

CURRENCY_PATTERN = r"^[A-Z]{3}$"  # ISO 4217 code: "USD", "EUR"


DATE_PATTERN = r"^\d{4}(-\d{2}(-\d{2})?)?$"  # YYYY[-MM[-DD]]
RentPeriod = Literal["hour", "day", "month"]  # what one rental price is for, and billed by
# What a price buys: the card alone (no computer around it), one whole server as the catalogue
# describes it, or several servers with the network between them. A card's price never stands
# for a server (core/run/pricing.py keeps it as information only).
PriceScope = Literal["card", "server", "cluster"]


class Price(_Entry):
    """One quoted price: an amount in its own currency, when it was quoted and by whom."""

    amount: float = Field(gt=0)
    currency: str = Field(pattern=CURRENCY_PATTERN, description="ISO 4217 code")
    date: str | None = Field(
        None,
        pattern=DATE_PATTERN,
        description="When the price was quoted (YYYY[-MM[-DD]]); null where the source gives none",
    )
    retrieved: str | None = Field(
        None,
        pattern=DATE_PATTERN,
        description="When the price was copied into the book (dates an undated source)",
    )
    source: str = Field(min_length=3)
    scope: PriceScope | None = Field(
        None,
        description="What the price buys: 'card' (the card alone), 'server' (one whole "
        "server), 'cluster' (`nodes` servers with their network); null: the entry's own kind "
        "('card' for a GPU, 'server' for a server)",
    )
    nodes: int | None = Field(None, ge=2, description="A cluster price: the servers it covers")


PriceT = TypeVar("PriceT")


class RentChoice(Generic[PriceT]):
    """A price for one server or one GPU whose rent is given as `rental` per `rental_per`
    period or as `rental_per_month` (the older field): the price book's entries and the
    scenario's own prices (core/money.py `PriceOverride`) read it alike."""

    if TYPE_CHECKING:  # the pydantic fields of the models that mix this in
        server: str | None
        gpu: str | None
        rental_per_month: PriceT | None
        rental: PriceT | None
        rental_per: RentPeriod

    def _check_target_and_rent(self) -> None:
        if (self.server is None) == (self.gpu is None):
            raise ValueError("give either 'server' or 'gpu', not both or neither")
        if self.rental is not None and self.rental_per_month is not None:
            raise ValueError("give 'rental' (with 'rental_per') or 'rental_per_month', not both")

    @property
    def rent(self) -> PriceT | None:
        """The rent of one `rent_period`."""
        return self.rental if self.rental is not None else self.rental_per_month

    @property
    def rent_period(self) -> RentPeriod:
        return self.rental_per if self.rental is not None else "month"


class PriceEntry(_Entry, RentChoice[Price]):
    """The prices of one server (whole server) or one GPU (one card), keyed by catalogue id.

    A rental price is per month; a purchase price is what one server or card costs.
    """

    server: str | None = Field(None, pattern=ID_PATTERN)
    gpu: str | None = Field(None, pattern=ID_PATTERN)
    purchase: Price | None = None
    rental_per_month: Price | None = None
    rental: Price | None = Field(None, description="Rent of one `rental_per` period")
    rental_per: RentPeriod = Field(
        "month", description="The period `rental` is quoted for and billed by"
    )
    note: str = ""

    @model_validator(mode="after")
    def _server_or_gpu(self) -> PriceEntry:
        self._check_target_and_rent()
        if self.purchase is None and self.rent is None:
            raise ValueError("give 'purchase' and/or a rent ('rental_per_month' or 'rental')")
        for price in (self.purchase, self.rent):
            if price is not None:
                self._check_scope(price)
        return self

    def _check_scope(self, price: Price) -> None:
        """A GPU's price is for the card alone; a server's for the server or a cluster of
        them (with its node count)."""
        if self.gpu is not None and price.scope not in (None, "card"):
            raise ValueError("scope: a GPU's price is for the card alone ('card')")
        if self.server is not None and price.scope == "card":
            raise ValueError("scope: a server's price is 'server' or 'cluster', not 'card'")
        if (price.scope == "cluster") != (price.nodes is not None):
            raise ValueError("scope: a 'cluster' price names its 'nodes' (and only it does)")

    def scope_of(self, price: Price) -> PriceScope:
        """What `price` buys, stated or implied by the entry's kind."""
        return price.scope or ("card" if self.gpu is not None else "server")

    @property
    def key(self) -> tuple[str, str]:
        return ("server", self.server) if self.server else ("gpu", self.gpu or "")


class NoPublicPrice(_Entry):
    """A server the book has looked for a public purchase price for and found none: what
    was searched, when, and why no figure is given (a price is never made up)."""

    server: str = Field(pattern=ID_PATTERN)
    searched: str = Field(pattern=DATE_PATTERN, description="When the search was made")
    note: str = Field(min_length=20, description="What was searched and what was found")


class PriceBookFile(_Entry):
    """resources/catalog/prices.json: the prices and when a price counts as stale."""

    stale_after_months: int = Field(
        ge=1, le=120, description="A price older than this (against the plan date) is stale"
    )
    stale_note: str = Field("", description="Why that many months")
    entries: list[dict[str, object]]  # each a PriceEntry, validated one by one (its label)
    no_public_price: list[NoPublicPrice] = Field(
        default_factory=list,
        description="Servers with no public purchase price found, each with the search",
    )
    no_public_price_note: str = Field("", description="What the searches have in common")


# ---- Reference exchange rates (resources/catalog/exchange_rates.json) --------------------


class ReferenceRates(_Entry):
    """Published reference rates of one day: units of each currency one `base` buys."""

    base: str = Field(pattern=CURRENCY_PATTERN)
    date: str = Field(pattern=r"^\d{4}-\d{2}-\d{2}$", description="The day the rates are of")
    source: str = Field(min_length=10)
    note: str = ""
    rates: dict[str, float] = Field(min_length=1)

    @model_validator(mode="after")
    def _codes_and_values(self) -> ReferenceRates:
        import re

        for code, value in self.rates.items():
            if not re.fullmatch(CURRENCY_PATTERN, code):
                raise ValueError(f"rates: {code!r} is not an ISO 4217 code")
            if not value > 0 or value != value or value == float("inf"):
                raise ValueError(f"rates: {code}: must be a positive number (got {value})")
        if self.base in self.rates:
            raise ValueError(f"rates: the base {self.base} cannot have a rate of its own")
        return self
