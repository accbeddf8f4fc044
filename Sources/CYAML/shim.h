#ifndef LAYOUTGEN_CYAML_SHIM_H
#define LAYOUTGEN_CYAML_SHIM_H
#include <yaml.h>
#endif
