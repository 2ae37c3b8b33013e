'use strict';
// The npm package "anticaptcha" (a wrapper of Anti-Captcha's JSON task protocol), unmodified. It keeps its HTTP
// client (apisauce, base URL https://api.anti-captcha.com) as the property `api` of an AntiCaptcha; the script
// points it at the gateway with apisauce's setBaseURL. What it sends by default: languagePool "en" beside the task,
// websiteSToken and recaptchaDataSValue null, isEnterprise false; clientKey is added to every body.
const { AntiCaptcha } = require('anticaptcha');
const { run, mixedJobs } = require('./lib/harness');

run('anticaptcha', async (checks, settings) => {
  const clientFor = (key) => {
    const client = new AntiCaptcha(key);
    client.api.setBaseURL(settings.url);
    return client;
  };
  const a = clientFor(settings.tokenA);
  const b = clientFor(settings.tokenB);
  // getTaskResult(taskId, retries, interval): every 500 ms, up to a minute.
  const solve = async (created, field) => {
    const id = await created;
    const result = await a.getTaskResult(id, 120, 500);
    return { answer: result.solution && result.solution[field], id };
  };

  const jobs = mixedJobs({
    recaptchaV2: (job) => solve(a.createTaskRecaptchaV2Proxyless(job.pageurl, job.sitekey), 'gRecaptchaResponse'),
    recaptchaV3: (job) =>
      solve(a.createTaskRecaptchaV3Proxyless(job.pageurl, job.sitekey, 0.3, 'verify'), 'gRecaptchaResponse'),
    turnstile: (job) =>
      solve(a.createTask({ type: 'TurnstileTaskProxyless', websiteURL: job.pageurl, websiteKey: job.sitekey }),
        'token'),
    image: (job) => solve(a.createTask({ type: 'ImageToTextTask', body: job.image, numeric: 0 }), 'text'),
  });
  const solved = await checks.solveAll(jobs);
  if (solved.length > 0) {
    const { id, answer } = solved[0];
    await checks.expectValue(`client A reads its task ${id} again`, () => a.getTaskResult(id, 2, 100),
      (result) => (result.solution && result.solution.gRecaptchaResponse === answer) || 'another answer');
    await checks.expectCode(`client B cannot read client A's task ${id}`, 'ERROR_NO_SUCH_CAPCHA_ID',
      () => b.getTaskResult(id, 2, 100));
  }
  await checks.expectCode('a key that is no token is refused', 'ERROR_KEY_DOES_NOT_EXIST',
    () => clientFor(settings.badKey).getBalance());
  await checks.expectValue('getBalance answers a number', () => a.getBalance(),
    (balance) => typeof balance === 'number' || 'not a number');
});
