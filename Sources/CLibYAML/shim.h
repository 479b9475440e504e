#ifndef RECIPE_TUI_CLIBYAML_SHIM_H
#define RECIPE_TUI_CLIBYAML_SHIM_H
// libyaml (Debian's libyaml-dev), the YAML parser Yams wraps, reached without Yams and so without
// Foundation. No `link` line here: Package.swift links it, statically in release builds.
#include <yaml.h>
#endif
