'use strict';
// The npm package "2captcha" (in.php / res.php), unmodified. Its addresses are the getters `in` and `res` of a
// Solver; pointAtGateway (lib/harness.js) defines them on each instance. What it sends by default:
// invisible=false with every recaptcha(), json=1, header_acao=1, soft_id=3316, GET with the query; imageCaptcha()
// POSTs {"body": ...} as JSON (text/plain) with the rest in the query.
const { Solver } = require('2captcha');
const { run, mixedJobs, probeInPhp, pointAtGateway } = require('./lib/harness');

run('2captcha', async (checks, settings) => {
  // Polls every 300 ms.
  const solverFor = (key) => pointAtGateway(new Solver(key, 300), settings.url);
  const a = solverFor(settings.tokenA);
  const b = solverFor(settings.tokenB);
  const answer = (result) => ({ answer: result.data, id: result.id });

  const jobs = mixedJobs({
    recaptchaV2: (job) => a.recaptcha(job.sitekey, job.pageurl).then(answer),
    recaptchaV3: (job) =>
      a.recaptcha(job.sitekey, job.pageurl, { version: 'v3', action: 'verify', min_score: 0.3 }).then(answer),
    turnstile: (job) => a.turnstile(job.sitekey, job.pageurl).then(answer),
    image: (job) => a.imageCaptcha(job.image).then(answer),
  });
  const solved = await checks.solveAll(jobs);
  await probeInPhp(checks, solved, a, b,
    () => solverFor(settings.badKey).recaptcha(jobs[0].sitekey, jobs[0].pageurl));
});
