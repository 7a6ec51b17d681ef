# The project's commands. `make run` sets everything up and opens JupyterLab on notebooks/;
# `make test` builds and runs every test (Swift unit tests, the protocol tests, the browser tests).
SHELL := /bin/bash
VENV := .venv
PYTHON := $(VENV)/bin/python
KERNEL := .build/release/swift-chart-kernel
PORT ?= 8888

.PHONY: run test system-packages venv build kernelspec swift-test protocol-test classroom-test cells-test browser-test load-test bench clean

run: system-packages venv build kernelspec
	@echo "Starting JupyterLab on notebooks/ with the charting course open (the URL with its token follows)."
	cd notebooks && ../$(VENV)/bin/jupyter lab --no-browser --ip=127.0.0.1 --port=$(PORT) $$([ $$(id -u) -eq 0 ] && echo --allow-root) charting-course.ipynb

test: system-packages venv swift-test build kernelspec protocol-test classroom-test cells-test browser-test

system-packages:
	@bash scripts/install-system-packages.sh

venv: $(VENV)/.installed

$(VENV)/.installed: requirements.txt
	python3 -m venv $(VENV)
	$(PYTHON) -m pip install --quiet --upgrade pip
	$(PYTHON) -m pip install --quiet -r requirements.txt
	touch $@

# The Swift runtime is linked statically: the kernel then needs no toolchain libraries at
# run time and touches far fewer pages at startup (docs/kernel.md, "Memory").
SWIFT_RELEASE := swift build -c release --static-swift-stdlib

build:
	$(SWIFT_RELEASE) --product swift-chart-kernel

kernelspec: build venv
	$(KERNEL) install --prefix $(VENV)

swift-test:
	swift test

protocol-test: kernelspec
	$(PYTHON) -m pytest -q Tests/protocol

# JupyterHub (deploy/jupyterhub) with its proxy and the students' JupyterLab servers, the Kernel
# Gateway (deploy/kernel-gateway) and JupyterLab using it: a small class runs the lesson through
# each for real (about a minute and a half).
classroom-test: system-packages kernelspec
	$(PYTHON) -m pytest -q Tests/classroom

# The classroom under load (not part of `make test`): STUDENTS kernels behind GATEWAYS gateway processes for
# DURATION seconds, then ipykernel + matplotlib under the same load at PYTHON_STUDENTS students; the
# report goes to REPORT (about half an hour at full size).
STUDENTS ?= 200
DURATION ?= 120
PYTHON_STUDENTS ?= 1,25,50,100
GATEWAYS ?= 4
REPORT ?= docs/classroom-load.md
load-test: system-packages kernelspec
	$(PYTHON) Tests/load/classroom_load.py --students $(STUDENTS) --duration $(DURATION) \
		--python-students $(PYTHON_STUDENTS) --gateways $(GATEWAYS) --label "$(GATEWAYS) gateways" --report $(REPORT)

# Every notebook cell and every ```swift block of README.md and docs/*.md compiled unchanged as a
# Swift program (swift-chart-kernel export, then swift build in .build/cells) and run: it must
# print and draw exactly what the kernel does for the same cells.
cells-test: kernelspec
	$(PYTHON) -m pytest -q Tests/cells

# JupyterLab and headless Chromium (Debian's chromium and chromium-driver) hovering over an
# interactive chart on the real kernel.
browser-test: system-packages kernelspec
	$(PYTHON) -m pytest -q Tests/browser

bench: system-packages venv build
	SWIFT_RELEASE="$(SWIFT_RELEASE)" bash scripts/run-benchmarks.sh

clean:
	rm -rf .build $(VENV)
