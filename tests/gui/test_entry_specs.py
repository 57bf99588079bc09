"""The custom GPU / server / architecture dialogs take their field kinds, choices and
ranges from the catalogue's pydantic models (one field-spec system, issue 21)."""

from __future__ import annotations

import pytest

from llmplan.catalog.schema import CPU, GPU, ModelArch, Server
from llmplan.gui.dialogs.entry_specs import architecture_specs, gpu_specs, server_specs


@pytest.mark.usefixtures("qapp")
def test_kinds_and_choices_follow_the_models() -> None:
    gpus = {spec.name: spec for spec in gpu_specs()}
    assert [value for value, _ in gpus["vendor"].choices] == ["NVIDIA", "AMD", "Intel"]
    assert gpus["memory_gb"].kind == "float" and gpus["source"].kind == "text"
    arch = {spec.name: spec for spec in architecture_specs()}
    assert arch["num_layers"].kind == "int" and arch["gated_mlp"].kind == "bool"
    assert [v for v, _ in arch["norm"].choices] == ["rmsnorm", "layernorm"]
    assert dict(arch["norm"].choices)["rmsnorm"] == "RMSNorm"
    servers = {spec.name: spec for spec in server_specs((("h100-sxm", "H100"),))}
    assert servers["cpu.count"].kind == "int" and servers["cpu.tdp_w"].kind == "float"
    assert servers["gpu"].choices == (("h100-sxm", "H100"),)  # data, not a Literal
    # every field named exists in its model, and a kind is never guessed for a text field
    for model, specs in ((GPU, gpus), (ModelArch, arch), (Server, servers)):
        for name, spec in specs.items():
            owner, leaf = (CPU, name.split(".")[1]) if name.startswith("cpu.") else (model, name)
            assert leaf in owner.model_fields, name
            if owner.model_fields[leaf].annotation is str:
                assert spec.kind in ("text", "choice"), name
