"""Build the JupyterLite site: the lessons and exercises running in each student's browser
through Pyodide, from any static web server, with no Python server and no network.

Two steps (``make lite`` runs both; only the first needs the package registries):

``python lite/build.py fetch``
    Downloads, once, into ``lite/.cache/``: the Pyodide runtime (the ``pyodide`` npm package,
    at the version jupyterlite-pyodide-kernel is made for), the pure-Python wheels the
    Pyodide kernel needs from PyPI (micropip, IPython, jedi and what they depend on, at the
    versions Pyodide's lock file names), and the wheels piplite installs for the lessons
    (ipywidgets and its comm/front-end packages).
``python lite/build.py build``
    Works offline (``make test-lite`` runs it with no network at all). Builds pinochle-teach's
    wheel from this checkout, copies notebooks/ and exercises/ with one cell added at the top
    that installs the kit inside Pyodide, lays out a self-hosted Pyodide whose lock file
    points at the bundled wheels, and runs ``jupyter lite build`` into ``lite/_output/``.
``python lite/build.py check``
    Checks a built site: lessons, exercises, wheels, a local Pyodide and its lock file.

Run it with lite/.venv's Python (``make lite`` creates that venv from lite/requirements.txt).
Packages that Pyodide's lock file lists but the site does not bundle (numpy, matplotlib and
the other compiled ones) keep working online: their entries point at Pyodide's CDN.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
from pathlib import Path

LITE_DIR = Path(__file__).resolve().parent
REPO_ROOT = LITE_DIR.parent
CACHE_DIR = LITE_DIR / ".cache"
WORK_DIR = LITE_DIR / "_work"
OUTPUT_DIR = LITE_DIR / "_output"

#: folders of the repository copied into the site (with their notebooks' install cell)
CONTENT_DIRS = ("notebooks", "exercises")

#: packages taken from Pyodide's lock file and bundled in the site, with everything they
#: depend on there: micropip (the kernel's package manager), what the kernel installs
#: (IPython, jedi) and what pinochle-teach needs at run time besides ipywidgets.
PYODIDE_ROOTS = ("micropip", "packaging", "ipython", "jedi", "platformdirs", "tqdm",
                 "typing-extensions")  # typing-extensions: anywidget's

#: wheels piplite installs from the site's own index (not in Pyodide's lock file). Their
#: versions go with the ipywidgets front end in lite/requirements.txt (jupyterlab_widgets).
PIPLITE_WHEELS = ("ipywidgets==8.1.9", "comm==0.2.3", "jupyterlab_widgets==3.0.17",
                  "anywidget==0.11.0", "psygnal==0.16.1")

#: what the install cell asks piplite for before pinochle-teach itself (installed with
#: deps=False: its other requirements, voila and JupyterLab, are server-side only).
RUNTIME_REQUIREMENTS = ("ipywidgets", "anywidget", "platformdirs", "tqdm")

#: files of the npm package that make up the runtime (the rest are types, maps, demos)
PYODIDE_RUNTIME_FILES = ("pyodide.mjs", "pyodide.js", "pyodide.asm.mjs", "pyodide.asm.wasm",
                         "python_stdlib.zip", "pyodide-lock.json", "package.json")

#: notebooks whose code uses these modules also get numpy and matplotlib, which Pyodide
#: builds for the browser and the registries do not carry: they come from Pyodide's CDN,
#: so those notebooks (the rules explorer) need the network even in JupyterLite.
NEEDS_NUMPY = re.compile(r"pinochle_teach\.(analysis|widgets\.explorer)")
NUMPY_REQUIREMENTS = ("numpy", "matplotlib")

INSTALL_CELL_TAG = "pinochle-lite-install"


def install_cell_source(extra: tuple[str, ...] = ()) -> str:
    """The cell put first in each notebook of the site. Under Pyodide it installs the kit
    from the site's own package index; anywhere else (CPython) it does nothing and prints
    nothing. ``extra``: further requirements (numpy, matplotlib) loaded from Pyodide's CDN."""
    lines = [
        "# JupyterLite only: install pinochle-teach in this browser tab (does nothing elsewhere).",
        "import sys",
        'if sys.platform == "emscripten":',
        "    import piplite",
        f"    await piplite.install({list(RUNTIME_REQUIREMENTS)!r})",
        '    await piplite.install("pinochle-teach", deps=False)',
    ]
    if extra:
        lines += [
            "    try:  # numpy and matplotlib come from Pyodide's CDN: this needs the network",
            f"        await piplite.install({list(extra)!r})",
            f"        import {', '.join(extra)}  # a failed download does not raise by itself",
            "    except Exception:",
            '        print("This lesson needs numpy and matplotlib, which load from the internet: "',
            '              "connect, then run this cell again.")',
        ]
    return "\n".join(lines)

PYODIDE_KERNEL_PLUGIN = "@jupyterlite/pyodide-kernel-extension:kernel"
PYODIDE_CDN = "https://cdn.jsdelivr.net/pyodide/v{version}/full/"


class BuildError(RuntimeError):
    """Something the build needs is missing; the message says what and how to get it."""


# --- helpers ------------------------------------------------------------------------------

def pyodide_version() -> str:
    """The Pyodide release the installed jupyterlite-pyodide-kernel is made for."""
    try:
        from jupyterlite_pyodide_kernel.constants import PYODIDE_VERSION
    except ImportError as err:
        # Not this Python's: read it from lite/.venv's copy (the tests run from .venv).
        for path in sorted(LITE_DIR.glob(".venv/lib/python*/site-packages/"
                                         "jupyterlite_pyodide_kernel/constants.py")):
            found = re.search(r'^PYODIDE_VERSION = "([^"]+)"',
                              path.read_text(encoding="utf-8"), re.MULTILINE)
            if found:
                return found.group(1)
        raise BuildError(
            "jupyterlite-pyodide-kernel is not installed in this Python; run `make lite` "
            f"(it creates lite/.venv from lite/requirements.txt) [{sys.executable}]") from err
    return PYODIDE_VERSION


def normalize(name: str) -> str:
    """PEP 503 name normalisation (``Prompt_Toolkit`` -> ``prompt-toolkit``)."""
    return re.sub(r"[-_.]+", "-", name).lower()


def wheel_name_version(filename: str) -> tuple[str, str]:
    name, version = filename.split("-")[:2]
    return normalize(name), version


def sha256_of(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def run(cmd: list[str], **kwargs) -> None:
    print("+", " ".join(str(c) for c in cmd), flush=True)
    subprocess.run([str(c) for c in cmd], check=True, **kwargs)


def pyodide_tarball(version: str) -> Path:
    return CACHE_DIR / f"pyodide-{version}.tgz"


def read_npm_lock(version: str) -> dict:
    tarball = pyodide_tarball(version)
    if not tarball.exists():
        raise BuildError(f"{tarball} is missing: run `python lite/build.py fetch` first "
                         "(or `make lite`, which does)")
    with tarfile.open(tarball) as tar:
        return json.load(tar.extractfile("package/pyodide-lock.json"))


def lock_closure(lock: dict, roots=PYODIDE_ROOTS) -> list[str]:
    """Lock-file package keys needed for ``roots``, following their ``depends``."""
    packages = lock["packages"]
    seen: list[str] = []
    todo = [normalize(r) for r in roots]
    while todo:
        key = todo.pop()
        if key in seen:
            continue
        if key not in packages:
            raise BuildError(f"{key!r} is not in Pyodide's lock file")
        seen.append(key)
        todo.extend(normalize(d) for d in packages[key]["depends"])
    return sorted(seen)


def pip_download(requirements: list[str], dest: Path) -> None:
    """Pure-Python wheels for Pyodide's Python (3.14), without their dependencies."""
    dest.mkdir(parents=True, exist_ok=True)
    run([sys.executable, "-m", "pip", "download", "--quiet", "--no-deps",
         "--only-binary=:all:", "--python-version", "3.14", "--implementation", "py",
         "--abi", "none", "--platform", "any", "--dest", dest, *requirements])


def wheels_in(folder: Path) -> dict[tuple[str, str], Path]:
    return {wheel_name_version(p.name): p for p in sorted(folder.glob("*.whl"))}


# --- fetch (network: npm and PyPI) --------------------------------------------------------

def fetch() -> None:
    version = pyodide_version()
    CACHE_DIR.mkdir(parents=True, exist_ok=True)
    tarball = pyodide_tarball(version)
    if not tarball.exists():
        run(["npm", "pack", f"pyodide@{version}", "--pack-destination", CACHE_DIR,
             "--silent"], cwd=CACHE_DIR)
    lock = read_npm_lock(version)
    wanted = [f"{lock['packages'][k]['name']}=={lock['packages'][k]['version']}"
              for k in lock_closure(lock)]
    for folder, requirements in ((CACHE_DIR / "pyodide-wheels", wanted),
                                 (CACHE_DIR / "piplite-wheels", list(PIPLITE_WHEELS))):
        have = wheels_in(folder) if folder.exists() else {}
        missing = [r for r in requirements
                   if (normalize(r.split("==")[0]), r.split("==")[1]) not in have]
        if missing:
            pip_download(missing, folder)
    print(f"fetched: Pyodide {version} and {len(wanted) + len(PIPLITE_WHEELS)} wheels "
          f"in {CACHE_DIR.relative_to(REPO_ROOT)}/")


# --- build (offline) ----------------------------------------------------------------------

def install_cell(extra: tuple[str, ...] = ()) -> dict:
    return {
        "cell_type": "code",
        "execution_count": None,
        "id": "pinochle-lite-install",
        "metadata": {"tags": [INSTALL_CELL_TAG]},
        "outputs": [],
        "source": install_cell_source(extra).splitlines(keepends=True),
    }


def lite_notebook(nb: dict) -> dict:
    """A copy of ``nb`` for the site: the install cell first, the Pyodide kernel, and no
    saved widget views (their models live in a kernel the site never had)."""
    nb = json.loads(json.dumps(nb))
    cells = []
    for cell in nb["cells"]:
        if cell["cell_type"] == "code":
            cell["outputs"] = [
                out for out in cell.get("outputs", [])
                if "application/vnd.jupyter.widget-view+json" not in out.get("data", {})]
            cell["metadata"].pop("execution", None)
        cells.append(cell)
    code = "".join("".join(c["source"]) for c in cells if c["cell_type"] == "code")
    extra = NUMPY_REQUIREMENTS if NEEDS_NUMPY.search(code) else ()
    nb["cells"] = [install_cell(extra), *cells]
    nb["metadata"].pop("widgets", None)
    nb["metadata"]["kernelspec"] = {"name": "python", "display_name": "Python (Pyodide)",
                                    "language": "python"}
    return nb


def stage_contents(files_dir: Path) -> list[Path]:
    staged = []
    for folder in CONTENT_DIRS:
        src = REPO_ROOT / folder
        if not src.is_dir():
            continue
        for path in sorted(src.rglob("*")):
            rel = path.relative_to(REPO_ROOT)
            if (path.is_dir() or ".ipynb_checkpoints" in rel.parts
                    or "__pycache__" in rel.parts):
                continue
            dest = files_dir / rel
            dest.parent.mkdir(parents=True, exist_ok=True)
            if path.suffix == ".ipynb":
                nb = json.loads(path.read_text(encoding="utf-8"))
                dest.write_text(json.dumps(lite_notebook(nb), indent=1, ensure_ascii=False)
                                + "\n", encoding="utf-8")
            else:
                shutil.copyfile(path, dest)
            staged.append(dest)
    return staged


def build_wheel(dest: Path) -> Path:
    """pinochle-teach's wheel from this checkout, with no network (hatchling is in the
    build venv, so there is no isolated build environment to download)."""
    dest.mkdir(parents=True, exist_ok=True)
    run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "--no-index",
         "--no-build-isolation", "--wheel-dir", dest, REPO_ROOT],
        env={**os.environ, "PIP_NO_INDEX": "1"})
    wheels = sorted(dest.glob("pinochle_teach-*.whl"))
    if not wheels:
        raise BuildError("pip wheel made no pinochle_teach wheel")
    return wheels[-1]


def stage_pyodide(pyodide_dir: Path, version: str) -> dict:
    """The Pyodide runtime from the npm tarball plus the bundled wheels, with a lock file
    whose bundled entries name those files (and their hashes) and whose other entries point
    at Pyodide's CDN. Returns {package key: wheel file name} for the bundled ones."""
    pyodide_dir.mkdir(parents=True, exist_ok=True)
    with tarfile.open(pyodide_tarball(version)) as tar:
        for name in PYODIDE_RUNTIME_FILES:
            member = tar.getmember(f"package/{name}")
            (pyodide_dir / name).write_bytes(tar.extractfile(member).read())
    lock = json.loads((pyodide_dir / "pyodide-lock.json").read_text(encoding="utf-8"))
    cached = wheels_in(CACHE_DIR / "pyodide-wheels")
    bundled = {}
    for key in lock_closure(lock):
        entry = lock["packages"][key]
        wheel = cached.get((normalize(entry["name"]), entry["version"]))
        if wheel is None:
            raise BuildError(f"no cached wheel for {entry['name']}=={entry['version']} in "
                             f"{CACHE_DIR / 'pyodide-wheels'}: run `python lite/build.py fetch`")
        shutil.copyfile(wheel, pyodide_dir / wheel.name)
        entry["file_name"] = wheel.name
        entry["sha256"] = sha256_of(wheel)
        bundled[key] = wheel.name
    cdn = PYODIDE_CDN.format(version=version)
    for key, entry in lock["packages"].items():
        if key not in bundled and "://" not in entry["file_name"]:
            entry["file_name"] = cdn + entry["file_name"]
    (pyodide_dir / "pyodide-lock.json").write_text(json.dumps(lock, indent=1) + "\n",
                                                    encoding="utf-8")
    return bundled


def write_configs(work: Path) -> None:
    (work / "jupyter-lite.json").write_text(json.dumps({
        "jupyter-lite-schema-version": 0,
        "jupyter-config-data": {
            "appName": "Pinochle (JupyterLite)",
            "litePluginSettings": {
                PYODIDE_KERNEL_PLUGIN: {
                    # Everything comes from this site; nothing is looked up on PyPI.
                    "disablePyPIFallback": True,
                },
            },
        },
    }, indent=2) + "\n", encoding="utf-8")
    (work / "jupyter_lite_config.json").write_text(json.dumps({
        "LiteBuildConfig": {"no_sourcemaps": True},
    }, indent=2) + "\n", encoding="utf-8")


def build(output_dir: Path = OUTPUT_DIR) -> None:
    version = pyodide_version()
    if WORK_DIR.exists():
        shutil.rmtree(WORK_DIR)
    WORK_DIR.mkdir(parents=True)
    staged = stage_contents(WORK_DIR / "files")
    wheel = build_wheel(WORK_DIR / "pypi")
    for path in sorted((CACHE_DIR / "piplite-wheels").glob("*.whl")):
        shutil.copyfile(path, WORK_DIR / "pypi" / path.name)
    missing = [r for r in PIPLITE_WHEELS
               if not list((WORK_DIR / "pypi").glob(
                   f"{r.split('==')[0].replace('-', '_')}-{r.split('==')[1]}-*.whl"))]
    if missing:
        raise BuildError(f"no cached wheels for {missing}: run `python lite/build.py fetch`")
    bundled = stage_pyodide(WORK_DIR / "static" / "pyodide", version)
    write_configs(WORK_DIR)
    if output_dir.exists():
        shutil.rmtree(output_dir)
    env = {**os.environ, "PIP_NO_INDEX": "1"}
    env.pop("JUPYTERLITE_PYODIDE_URL", None)
    run([sys.executable, "-m", "jupyterlite_core", "build", "--lite-dir", WORK_DIR,
         "--output-dir", output_dir], cwd=WORK_DIR, env=env)
    check(output_dir)
    shown = os.path.relpath(output_dir, Path.cwd())
    print(f"built {shown}/: {len(staged)} files of lessons and exercises, {wheel.name}, "
          f"Pyodide {version} with {len(bundled)} bundled wheels.\n"
          f"Serve it with: python3 -m http.server -d {shown} --bind 127.0.0.1 8000\n"
          "then open http://127.0.0.1:8000/ (any static web server will do)")


# --- check --------------------------------------------------------------------------------

def site_report(output_dir: Path = OUTPUT_DIR) -> dict:
    """What a built site holds: lesson and exercise notebooks, piplite wheels, the Pyodide
    URL its kernel uses and the lock entries served from the site."""
    config = json.loads((output_dir / "jupyter-lite.json").read_text(encoding="utf-8"))
    settings = config["jupyter-config-data"]["litePluginSettings"][PYODIDE_KERNEL_PLUGIN]
    index = json.loads((output_dir / "pypi" / "all.json").read_text(encoding="utf-8"))
    lock = json.loads((output_dir / "static" / "pyodide" / "pyodide-lock.json")
                      .read_text(encoding="utf-8"))
    local = {k: e["file_name"] for k, e in lock["packages"].items()
             if "://" not in e["file_name"]}
    return {
        "notebooks": sorted(str(p.relative_to(output_dir / "files"))
                            for p in (output_dir / "files").rglob("*.ipynb")),
        "piplite": sorted(index),
        "pyodide_url": settings.get("pyodideUrl"),
        "disable_pypi": settings.get("disablePyPIFallback"),
        "local_lock_packages": local,
    }


def check(output_dir: Path = OUTPUT_DIR) -> dict:
    report = site_report(output_dir)
    problems = []
    expected = sorted(str(p.relative_to(REPO_ROOT)) for d in CONTENT_DIRS
                      for p in (REPO_ROOT / d).glob("*.ipynb"))
    absent = sorted(set(expected) - set(report["notebooks"]))
    if absent:
        problems.append(f"notebooks missing from the site: {absent}")
    for name in ("pinochle-teach", "ipywidgets", "comm", "jupyterlab-widgets", "anywidget",
                 "psygnal"):
        if name not in {normalize(n) for n in report["piplite"]}:
            problems.append(f"{name} is not in the site's piplite index (pypi/all.json)")
    if not list((output_dir / "pypi").glob("pinochle_teach-*.whl")):
        problems.append("no pinochle_teach wheel in pypi/")
    if report["pyodide_url"] != "./static/pyodide/pyodide.mjs":
        problems.append(f"the kernel loads Pyodide from {report['pyodide_url']!r}, "
                        "not the site's own copy")
    for key, file_name in report["local_lock_packages"].items():
        path = output_dir / "static" / "pyodide" / file_name
        if not path.exists():
            problems.append(f"lock entry {key} names {file_name}, which is not in the site")
    for key in ("micropip", "ipython", "jedi"):
        if key not in report["local_lock_packages"]:
            problems.append(f"{key} is not served from the site")
    for name in PYODIDE_RUNTIME_FILES:
        if not (output_dir / "static" / "pyodide" / name).exists():
            problems.append(f"static/pyodide/{name} is missing")
    if problems:
        raise BuildError("the site is incomplete:\n  " + "\n  ".join(problems))
    return report


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("step", choices=("fetch", "build", "check", "all"))
    parser.add_argument("--output-dir", type=Path, default=OUTPUT_DIR)
    args = parser.parse_args(argv)
    try:
        if args.step in ("fetch", "all"):
            fetch()
        if args.step in ("build", "all"):
            build(args.output_dir.resolve())
        if args.step == "check":
            report = check(args.output_dir.resolve())
            print(json.dumps({k: v for k, v in report.items()
                              if k != "local_lock_packages"}, indent=1))
    except BuildError as err:
        print(f"lite/build.py: {err}", file=sys.stderr)
        return 1
    except subprocess.CalledProcessError as err:
        print(f"lite/build.py: {' '.join(map(str, err.cmd))} failed "
              f"(exit {err.returncode})", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
