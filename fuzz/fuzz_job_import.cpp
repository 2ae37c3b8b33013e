// libFuzzer harness for SolveDeckFuzz::jobImport (fuzztargets.h). Built and run by scripts/fuzz job_import SECONDS.
#include "fuzztargets.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    SolveDeckFuzz::jobImport(data, size);
    return 0;
}
