'use strict';
// The npm package "node-capmonster" (the JSON task protocol), unmodified. Its service URL is the class property
// CapmonsterClient.hostUrl (https://api.capmonster.cloud), which each client reads when it is constructed; the
// script sets it to the gateway. What it sends by default: NoCaptchaTaskProxyless, RecaptchaV3TaskProxyless,
// TurnstileTaskProxyless and ImageToTextTask with only the fields given, softId 32; it polls every 2 s.
const { CapmonsterClient } = require('node-capmonster/dist/capmonster');
const { RecaptchaV2Task, RecaptchaV3Task, TurnstileTask, ImageToTextTask } = require('node-capmonster');
const { run, mixedJobs } = require('./lib/harness');

run('node-capmonster', async (checks, settings) => {
  CapmonsterClient.hostUrl = settings.url;
  const solve = async (client, task, field) => {
    const id = await client.createWithTask(client.task(task));
    const solution = await client.joinTaskResult(id, 120);
    return { answer: solution && solution[field], id };
  };

  const jobs = mixedJobs({
    recaptchaV2: (job) =>
      solve(new RecaptchaV2Task(settings.tokenA), { websiteURL: job.pageurl, websiteKey: job.sitekey },
        'gRecaptchaResponse'),
    recaptchaV3: (job) =>
      solve(new RecaptchaV3Task(settings.tokenA),
        { websiteURL: job.pageurl, websiteKey: job.sitekey, minScore: 0.5, pageAction: 'login' }, 'gRecaptchaResponse'),
    turnstile: (job) =>
      solve(new TurnstileTask(settings.tokenA), { websiteURL: job.pageurl, websiteKey: job.sitekey }, 'token'),
    image: (job) => solve(new ImageToTextTask(settings.tokenA), { body: job.image }, 'text'),
  });
  const solved = await checks.solveAll(jobs);
  if (solved.length > 0) {
    const { id, answer } = solved[0];
    await checks.expectValue(`client A reads its task ${id} again`,
      () => new RecaptchaV2Task(settings.tokenA).getTaskResult(id),
      (solution) => (solution && Object.values(solution).includes(answer)) || 'another answer');
    await checks.expectCode(`client B cannot read client A's task ${id}`, 'ERROR_NO_SUCH_CAPCHA_ID',
      () => new RecaptchaV2Task(settings.tokenB).getTaskResult(id));
  }
  await checks.expectCode('a key that is no token is refused', 'ERROR_KEY_DOES_NOT_EXIST',
    () => new TurnstileTask(settings.badKey).getBalance());
  await checks.expectValue('getBalance answers a number', () => new TurnstileTask(settings.tokenA).getBalance(),
    (balance) => typeof balance === 'number' || 'not a number');
});
