// libFuzzer harness for SolveDeckFuzz::simForm (fuzztargets.h). Built and run by scripts/fuzz sim_form SECONDS.
#include "fuzztargets.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    SolveDeckFuzz::simForm(data, size);
    return 0;
}
