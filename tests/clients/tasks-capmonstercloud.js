'use strict';
// The npm package "@zennolab_com/capmonstercloud-client" (the JSON task protocol), unmodified, pointed at the gateway
// by its own option: ClientOptions({clientKey, serviceUrl}). It posts to serviceUrl's host and port, path /METHOD.
// What it sends by default: NoCaptchaTask and TurnstileTask (proxy types) without proxy fields, pageAction "verify"
// for v3, softId 54; it waits 1 s (images 0.35 s) before its first getTaskResult and gives images 10 s in all.
const cm = require('@zennolab_com/capmonstercloud-client');
const { run, mixedJobs, turnstileKey } = require('./lib/harness');

run('@zennolab_com/capmonstercloud-client', async (checks, settings) => {
  const clientFor = (key) =>
    cm.CapMonsterCloudClientFactory.Create(new cm.ClientOptions({ clientKey: key, serviceUrl: settings.url }));
  const a = clientFor(settings.tokenA);
  const b = clientFor(settings.tokenB);
  // Solve() answers a CaptchaResult: {solution} or {error}; it does not show the task id.
  const solve = async (request, field) => {
    const result = await a.Solve(request);
    if (result.error) {
      throw new Error(`Solve() answered ${result.error}`);
    }
    return { answer: result.solution && result.solution[field], id: undefined };
  };

  const jobs = mixedJobs({
    recaptchaV2: (job) =>
      solve(new cm.RecaptchaV2Request({ websiteURL: job.pageurl, websiteKey: job.sitekey }), 'gRecaptchaResponse'),
    recaptchaV3: (job) =>
      solve(new cm.RecaptchaV3ProxylessRequest({ websiteURL: job.pageurl, websiteKey: job.sitekey, minScore: 0.7 }),
        'gRecaptchaResponse'),
    turnstile: (job) => solve(new cm.TurnstileRequest({ websiteURL: job.pageurl, websiteKey: job.sitekey }), 'token'),
    image: (job) => solve(new cm.ImageToTextRequest({ body: job.image, Case: true, numeric: 0 }), 'text'),
  });
  await checks.solveAll(jobs);

  // One more task through CreateTask, which shows its id, for the isolation probe.
  const created = await a.CreateTask(new cm.TurnstileRequest({ websiteURL: jobs[0].pageurl, websiteKey: turnstileKey('isolation') }));
  if (!created || created.errorId !== 0) {
    checks.fail('CreateTask answers a task id', JSON.stringify(created));
  } else {
    checks.pass('CreateTask answers a task id', `task ${created.taskId}`);
    await checks.expectValue(`client B cannot read client A's task ${created.taskId}`,
      () => b.GetTaskResult(created.taskId),
      (result) => (result.type === 'Failed' && result.error === 'NO_SUCH_CAPCHA_ID') || 'not NO_SUCH_CAPCHA_ID');
    await checks.expectValue(`client A can read it`, () => a.GetTaskResult(created.taskId),
      (result) => result.type !== 'Failed' || `failed with ${result.error}`);
  }
  await checks.expectCode('a key that is no token is refused', 'KEY_DOES_NOT_EXIST',
    () => clientFor(settings.badKey).getBalance());
  await checks.expectValue('getBalance answers a number', () => a.getBalance(),
    (response) => typeof response.balance === 'number' || 'no balance');
});
