'use strict';
// The npm package "@2captcha/captcha-solver" (in.php / res.php), unmodified. Its addresses come from a provider
// table (2captcha or rucaptcha) through the getters `in` and `res` of a Solver; the script defines them on each
// instance to point at the gateway. What it sends by default: json=1, header_acao=1, soft_id=4587 and the caller's
// parameters, GET with the query; imageCaptcha() POSTs every field as one application/json object.
const { Solver } = require('@2captcha/captcha-solver');
const { run, mixedJobs, probeInPhp, pointAtGateway, turnstileKey } = require('./lib/harness');

run('@2captcha/captcha-solver', async (checks, settings) => {
  // Polls every 300 ms.
  const solverFor = (key) => pointAtGateway(new Solver(key, 300), settings.url);
  const a = solverFor(settings.tokenA);
  const b = solverFor(settings.tokenB);
  const answer = (result) => ({ answer: result.data, id: result.id });

  const jobs = mixedJobs({
    recaptchaV2: (job) => a.recaptcha({ pageurl: job.pageurl, googlekey: job.sitekey }).then(answer),
    recaptchaV3: (job) =>
      a.recaptcha({ pageurl: job.pageurl, googlekey: job.sitekey, version: 'v3', min_score: 0.7, action: 'login' })
        .then(answer),
    turnstile: (job) => a.cloudflareTurnstile({ pageurl: job.pageurl, sitekey: job.sitekey }).then(answer),
    image: (job) => a.imageCaptcha({ body: job.image, numeric: 4, min_len: 4, max_len: 6 }).then(answer),
  });
  const solved = await checks.solveAll(jobs);
  await probeInPhp(checks, solved, a, b,
    () => solverFor(settings.badKey).cloudflareTurnstile({ pageurl: jobs[0].pageurl, sitekey: turnstileKey('bad') }));
});
