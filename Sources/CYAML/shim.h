#ifndef MODELGEN_CYAML_SHIM_H
#define MODELGEN_CYAML_SHIM_H
// libyaml, the system C library modelgen reads schemas with (Debian: libyaml-dev).
#include <yaml.h>
#endif
