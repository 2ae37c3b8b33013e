#pragma once

#include "core/model/job.h"

#include <QString>

namespace SolveDeck {

// The table's copy variants (issue 11), as text built from one job: pure functions, unit-tested without a window.
// Every variant is built from the store's row, which never holds the API key.
class JobCopy
{
public:
    enum class Variant {
        Token,       // the token alone
        TokenJson,   // {"token", "method", "sitekey", "pageurl", "received_at", "expires_at"}
        FillSnippet, // JavaScript for a browser console: sets g-recaptcha-response / cf-turnstile-response
        JobJson,     // the job as `solvedeck-cli show --json` prints it, token included
    };

    // Whether the variant means anything for this job: the token variants need a solved job with a token, and the
    // snippet a reCAPTCHA or Turnstile job (an image answer has no form field to fill).
    static bool applies(Variant variant, const Job &job);

    // The text for the clipboard; empty when !applies().
    static QString text(Variant variant, const Job &job);

    static QString tokenJson(const Job &job);
    // The name of the form field the widget posts: "g-recaptcha-response" (reCAPTCHA v2/v3) or
    // "cf-turnstile-response" (Turnstile); empty for images.
    static QString responseFieldName(Method method);
    static QString fillSnippet(const Job &job);
    static QString jobJson(const Job &job);
};

} // namespace SolveDeck
