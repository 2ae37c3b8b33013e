#include "tokenfactory.h"

#include <QRandomGenerator>

#include <algorithm>

namespace SolveDeckSim {

namespace {

constexpr char kUrlSafe[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
constexpr char kDigits[] = "0123456789";
constexpr char kLetters[] = "abcdefghijklmnopqrstuvwxyz";

void appendRandom(QByteArray *out, qsizetype count, const char *alphabet, int alphabetSize, QRandomGenerator &random)
{
    out->reserve(out->size() + count);
    for (qsizetype i = 0; i < count; ++i) {
        out->append(alphabet[random.bounded(alphabetSize)]);
    }
}

} // namespace

QByteArray TokenFactory::recaptchaToken(const QByteArray &taskId, QRandomGenerator &random)
{
    // Observed reCAPTCHA response tokens run from ~500 to ~2000 characters; 520-700 keeps them in range.
    const int length = 520 + int(random.bounded(181));
    QByteArray token = "03AFcWeA";
    appendRandom(&token, 40, kUrlSafe, 64, random);
    token += "_sim" + taskId + '_';
    appendRandom(&token, std::max<qsizetype>(0, length - token.size()), kUrlSafe, 64, random);
    return token;
}

QByteArray TokenFactory::turnstileToken(const QByteArray &taskId, QRandomGenerator &random)
{
    // Turnstile tokens look like "0.<body>.<hex>" and run ~300-900 characters.
    const int length = 320 + int(random.bounded(121));
    QByteArray token = "0.";
    appendRandom(&token, 30, kUrlSafe, 64, random);
    token += "sim" + taskId + 'x';
    appendRandom(&token, std::max<qsizetype>(0, length - token.size() - 65), kUrlSafe, 64, random);
    token += '.';
    appendRandom(&token, 64, "0123456789abcdef", 16, random);
    return token;
}

QByteArray TokenFactory::imageAnswer(int numeric, int minLen, int maxLen, QRandomGenerator &random)
{
    minLen = std::clamp(minLen, 1, 20);
    maxLen = std::clamp(maxLen, minLen, 20);
    const int length = minLen + int(random.bounded(maxLen - minLen + 1));
    QByteArray answer;
    if (numeric == 1) {
        appendRandom(&answer, length, kDigits, 10, random);
    } else if (numeric == 2) {
        appendRandom(&answer, length, kLetters, 26, random);
    } else {
        appendRandom(&answer, length, "abcdefghjkmnpqrstuvwxyz23456789", 31, random);
    }
    return answer;
}

} // namespace SolveDeckSim
