// libFuzzer harness for SolveDeckFuzz::gatewayRequest (fuzztargets.h). Built and run by scripts/fuzz gateway_request
// SECONDS.
#include "fuzztargets.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    SolveDeckFuzz::gatewayRequest(data, size);
    return 0;
}
