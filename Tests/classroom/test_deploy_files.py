"""What can be checked of the deployments that do not run here (no Docker engine, no cluster):
the single-user image for Zero to JupyterHub pins the versions the tests run, builds the kernel
as the Makefile does and copies files that exist; the kernelspec install it runs writes the
budget; the chart's values give a student's pod room above the kernel's budget; Enterprise
Gateway's kernelspec carries what its process proxy needs."""
from __future__ import annotations

import json
import re
import subprocess

import yaml

from jupyter_servers import DEPLOY
from kernel_install import REPOSITORY, kernel_binary

DOCKERFILE = (DEPLOY / "kubernetes" / "Dockerfile").read_text()


def pins(path) -> dict[str, str]:
    return dict(re.findall(r"^([A-Za-z0-9_.-]+)==(\S+)", path.read_text(), re.MULTILINE))


def size_in_bytes(text: str) -> int:
    number, unit = re.fullmatch(r"([\d.]+)\s*([KMGT]?)i?B?", text.strip()).groups()
    return int(float(number) * 1024 ** " KMGT".index(unit or " "))


def test_the_image_pins_the_versions_the_tests_run():
    image, project = pins(DEPLOY / "kubernetes" / "requirements-singleuser.txt"), pins(REPOSITORY / "requirements.txt")
    assert image and all(project.get(name) == version for name, version in image.items()), (image, project)


def test_the_image_builds_the_kernel_as_the_makefile_does():
    release = re.search(r"^SWIFT_RELEASE := (.+)$", (REPOSITORY / "Makefile").read_text(), re.MULTILINE).group(1)
    assert f"{release} --product swift-chart-kernel" in DOCKERFILE


def test_every_file_the_image_copies_exists():
    for source in re.findall(r"^COPY (?!--from)(\S+) ", DOCKERFILE, re.MULTILINE):
        assert (REPOSITORY / source).exists(), f"the Dockerfile copies {source}, which is not in the repository"


def test_the_images_kernelspec_install_writes_the_budget(tmp_path):
    limit = re.search(r"swift-chart-kernel install --prefix /usr/local --memory-limit (\S+)", DOCKERFILE).group(1)
    subprocess.run([str(kernel_binary()), "install", "--prefix", str(tmp_path), "--memory-limit", limit],
                   check=True, cwd=REPOSITORY, stdout=subprocess.DEVNULL)
    spec = json.loads((tmp_path / "share/jupyter/kernels/swift-charts/kernel.json").read_text())
    assert spec["env"] == {"SWIFT_CHART_KERNEL_MEMORY_LIMIT": limit}
    assert spec["argv"][0] == str(kernel_binary()) and spec["interrupt_mode"] == "message"


def test_a_bad_budget_is_refused_at_install():
    finished = subprocess.run([str(kernel_binary()), "install", "--prefix", "/nonexistent", "--memory-limit", "lots"],
                              capture_output=True, text=True)
    assert finished.returncode != 0 and "SWIFT_CHART_KERNEL_MEMORY_LIMIT='lots' is not a size" in finished.stderr


def test_a_students_pod_has_room_above_the_kernels_budget():
    values = yaml.safe_load((DEPLOY / "kubernetes" / "values.yaml").read_text())
    singleuser = values["singleuser"]
    budget = re.search(r"--memory-limit (\S+)", DOCKERFILE).group(1)
    # JupyterLab's server takes about 100 MiB besides the kernel.
    assert size_in_bytes(singleuser["memory"]["limit"]) >= size_in_bytes(budget) + (256 << 20)
    assert singleuser["cmd"] == "jupyterhub-singleuser" and singleuser["defaultUrl"] == "/lab"
    assert singleuser["image"]["name"] and singleuser["image"]["tag"]


def test_the_enterprise_gateway_kernelspec_has_what_its_process_proxy_needs():
    spec = json.loads((DEPLOY / "enterprise-gateway" / "swift_charts_kubernetes" / "kernel.json").read_text())
    proxy = spec["metadata"]["process_proxy"]
    assert proxy["class_name"].endswith("KubernetesProcessProxy") and proxy["config"]["image_name"]
    for placeholder in ("{kernel_id}", "{port_range}", "{response_address}", "{public_key}"):
        assert placeholder in spec["argv"]
    assert spec["env"]["SWIFT_CHART_KERNEL_MEMORY_LIMIT"] and spec["language"] == "swift"
