#pragma once

#include <QByteArray>
#include <QString>

class QRandomGenerator;

namespace SolveDeckSim {

// Answers that look like the real ones: reCAPTCHA tokens of 500+ URL-safe characters starting "03A", Turnstile
// tokens of 300+ starting "0.", image answers of a few characters. Tokens embed the task id, so a test can tell
// which task a token came from and two tasks never share one.
class TokenFactory
{
public:
    static QByteArray recaptchaToken(const QByteArray &taskId, QRandomGenerator &random);
    static QByteArray turnstileToken(const QByteArray &taskId, QRandomGenerator &random);
    // numeric: 2captcha's option (0 any, 1 digits only, 2 letters only); length between minLen and maxLen.
    static QByteArray imageAnswer(int numeric, int minLen, int maxLen, QRandomGenerator &random);
};

} // namespace SolveDeckSim
