"""The GitHub workflows that build on hosted Windows and macOS runners, which cannot run here:
they load, run the same scripts as the Wine check, exist where they point, and sign only
where a certificate is configured."""

import re
from pathlib import Path
from typing import Any

import pytest

yaml = pytest.importorskip("yaml")  # PyYAML: installed with the tokenizers' hub client

REPO_ROOT = Path(__file__).resolve().parents[2]
WORKFLOWS = REPO_ROOT / ".github" / "workflows"
# a repository path a step runs or reads: packaging/..., .ci/..., resources/...
SCRIPT_PATH = re.compile(r"(?<![\w/.-])((?:packaging|\.ci|resources)[/\\][\w./\\-]+)")


def load(name: str) -> dict[str, Any]:
    workflow = yaml.safe_load((WORKFLOWS / name).read_text(encoding="utf-8"))
    assert isinstance(workflow, dict)
    return workflow


def steps(workflow: dict[str, Any]) -> list[dict[str, Any]]:
    return [step for job in workflow["jobs"].values() for step in job["steps"]]


def commands(workflow: dict[str, Any]) -> str:
    return "\n".join(step.get("run", "") for step in steps(workflow))


def test_every_workflow_loads_and_names_only_files_that_exist() -> None:
    names = sorted(path.name for path in WORKFLOWS.glob("*.yml"))
    assert {"build.yml", "package-windows.yml", "package-macos.yml"} <= set(names)
    for name in names:
        workflow = load(name)
        assert workflow["jobs"], name
        for path in SCRIPT_PATH.findall(commands(workflow)):
            path = path.replace("\\", "/").rstrip(".")
            if "*" in path or path.startswith("packaging/windows/LLMPlan-Setup"):
                continue
            assert (REPO_ROOT / path).exists(), f"{name} runs {path}, which is not there"


def single_job_on(name: str, runner: str) -> tuple[dict[str, Any], str]:
    """The workflow of one job, checked to run on `runner`, and its commands."""
    workflow = load(name)
    (job,) = workflow["jobs"].values()
    assert job["runs-on"] == runner
    return workflow, commands(workflow)


def test_no_workflow_still_builds_with_inno_setup() -> None:
    assert not (REPO_ROOT / "packaging" / "windows" / "llmplan.iss").exists()
    for path in WORKFLOWS.glob("*.yml"):
        text = path.read_text(encoding="utf-8").lower()
        assert "innosetup" not in text and "iscc" not in text and ".iss" not in text, path.name


def test_windows_workflow_builds_with_the_wine_checks_script_installs_and_self_tests() -> None:
    workflow, run = single_job_on("package-windows.yml", "windows-latest")
    assert "choco install nsis" in run
    assert "bash packaging/windows/build.sh" in run
    # the installed app, silently in and out, with its self-test and a scan in between
    install, uninstall = run.index('"/S"'), run.rindex('"uninstall.exe") -ArgumentList "/S"')
    assert install < run.index("--self-test") < run.index("--workers 2") < uninstall
    assert "LOCALAPPDATA" in run  # the per-user place the installer puts it
    python = next(
        s for s in steps(workflow) if s.get("uses", "").startswith("actions/setup-python")
    )
    assert str(python["with"]["python-version"]) == "3.11"


def test_macos_workflow_builds_the_dmg_and_self_tests_the_app_inside_it() -> None:
    _, run = single_job_on("package-macos.yml", "macos-14")
    assert "bash packaging/macos/build.sh" in run
    assert "hdiutil attach" in run
    assert run.index("hdiutil attach") < run.index("--self-test")
    assert "Contents/MacOS/llmplan" in run


@pytest.mark.parametrize("name", ["package-windows.yml", "package-macos.yml"])
def test_signing_runs_only_where_a_certificate_is_configured(name: str) -> None:
    workflow = load(name)
    (job,) = workflow["jobs"].values()
    assert job["env"]["CERT"].startswith("${{ secrets.")
    signing = [
        step
        for step in steps(workflow)
        if re.search(r"sign|certificate|notari", step.get("name", ""), re.IGNORECASE)
    ]
    assert signing, "no signing step"
    for step in signing:
        assert step.get("if") == "env.CERT != ''", step["name"]
    # and the unsigned build still builds, installs and self-tests: those steps never wait
    # for a certificate
    unconditional = [step for step in steps(workflow) if "if" not in step]
    assert any("--self-test" in step.get("run", "") for step in unconditional)


def test_the_linux_checks_leave_the_windows_build_to_its_own_workflow() -> None:
    workflow = load("build.yml")
    assert workflow["jobs"]["checks"]["env"]["LLMPLAN_TEST_WINDOWS"] == "0"
    assert workflow["jobs"]["bundle"]["runs-on"] == "ubuntu-22.04"
