// solvedeck-sim: the CaptchaAI-compatible simulator (placeholder until the simulator lands).
#include <QCoreApplication>

#include <cstdio>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    std::fprintf(stderr, "solvedeck-sim: not built yet\n");
    return 1;
}
