#ifndef LAYOUTGEN_CHARFBUZZ_SHIM_H
#define LAYOUTGEN_CHARFBUZZ_SHIM_H
#include <harfbuzz/hb.h>
#include <harfbuzz/hb-ot.h>
#endif
