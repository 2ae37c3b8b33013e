// libFuzzer harness for SolveDeckFuzz::responseParser (fuzztargets.h). Built and run by scripts/fuzz response_parser
// SECONDS.
#include "fuzztargets.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    SolveDeckFuzz::responseParser(data, size);
    return 0;
}
