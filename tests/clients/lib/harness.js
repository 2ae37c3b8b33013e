'use strict';
// What every library script shares: the gateway's address and the tokens (set by scripts/test-clients), ten mixed
// jobs built from the methods a library offers, the probes, and one line per check ending in
// "NAME: N passed, N failed". Scripts exit 0 only when every check passed; they never skip one.

const SETTINGS = {
  url: process.env.SOLVEDECK_URL,
  tokenA: process.env.SOLVEDECK_TOKEN_A,
  tokenB: process.env.SOLVEDECK_TOKEN_B,
  // A key of the right shape that is no client's token: the bad-key probe.
  badKey: 'f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0',
  // Pages on the host scripts/test-clients authorises (hosts allow '*.clients.test').
  pageHost: 'checkout.clients.test',
};

// Every script stops by itself: a library that never answers fails the run instead of hanging it.
const SCRIPT_TIMEOUT_MS = Number(process.env.SOLVEDECK_CLIENT_TIMEOUT_MS || 240000);

function settings() {
  const missing = ['SOLVEDECK_URL', 'SOLVEDECK_TOKEN_A', 'SOLVEDECK_TOKEN_B'].filter((name) => !process.env[name]);
  if (missing.length > 0) {
    console.error(`missing ${missing.join(', ')}: run this through scripts/test-clients, which starts serve and ` +
      'solvedeck-sim and sets them');
    process.exit(2);
  }
  return SETTINGS;
}

// A picture of 300 bytes with a PNG signature: the simulator reads any image of 100 bytes or more.
function imageBase64(seed) {
  const bytes = Buffer.alloc(300);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes);
  for (let i = 8; i < bytes.length; ++i) {
    bytes[i] = (i * 31 + seed * 7) & 0xff;
  }
  return bytes.toString('base64');
}

// Site keys of the shapes the simulator checks, as the real ones are: reCAPTCHA keys are 40 URL-safe characters
// starting "6Le", Turnstile keys 20-40 starting "0x4".
function recaptchaKey(name) {
  return `6Le${name}`.padEnd(40, 'A');
}

function turnstileKey(name) {
  return `0x4AAAAAAA${name}`.padEnd(24, 'A');
}

// Ten jobs over the kinds a library offers ({recaptchaV2, recaptchaV3, turnstile, image}: functions taking a job
// and resolving to the answer), in turn, so every kind it has is used at least twice when it offers up to five.
function mixedJobs(offers, count = 10) {
  const kinds = ['recaptchaV2', 'recaptchaV3', 'turnstile', 'image'].filter((kind) => offers[kind]);
  const jobs = [];
  for (let i = 0; i < count; ++i) {
    const kind = kinds[i % kinds.length];
    jobs.push({
      kind,
      index: i,
      pageurl: `https://${SETTINGS.pageHost}/client-${i}`,
      sitekey: kind === 'turnstile' ? turnstileKey(`Client${i}`) : recaptchaKey(`ClientTest${i}`),
      image: imageBase64(i),
      solve: offers[kind],
    });
  }
  return jobs;
}

// Every text a library's error may carry its code in.
function errorText(error) {
  if (error === undefined || error === null) {
    return String(error);
  }
  if (typeof error !== 'object') {
    return String(error);
  }
  const parts = [error.name, error.message, error.code, error.err, error.errorCode, error.errorType];
  try {
    parts.push(JSON.stringify(error));
  } catch {
    // circular: the fields above will do
  }
  return parts.filter((part) => part !== undefined && part !== null).map(String).join(' ');
}

class Checks {
  constructor(name) {
    this.name = name;
    this.passed = 0;
    this.failed = 0;
    this.started = Date.now();
    const timer = setTimeout(() => {
      this.fail(`finished within ${SCRIPT_TIMEOUT_MS / 1000} s`, 'the script timed out');
      this.finish();
    }, SCRIPT_TIMEOUT_MS);
    timer.unref();
  }

  pass(what, detail = '') {
    this.passed += 1;
    console.log(`ok - ${this.name}: ${what}${detail ? ` (${detail})` : ''}`);
  }

  fail(what, why) {
    this.failed += 1;
    console.log(`not ok - ${this.name}: ${what}: ${why}`);
  }

  // Runs the jobs at once through the library and checks each came back with a non-empty answer.
  async solveAll(jobs) {
    const started = Date.now();
    const results = await Promise.allSettled(jobs.map((job) => job.solve(job)));
    const answers = [];
    results.forEach((result, i) => {
      const job = jobs[i];
      const what = `job ${job.index} (${job.kind}) solved`;
      if (result.status === 'rejected') {
        this.fail(what, errorText(result.reason));
        return;
      }
      const { answer, id } = result.value;
      if (typeof answer !== 'string' || answer.length === 0) {
        this.fail(what, `no answer: ${JSON.stringify(result.value)}`);
        return;
      }
      answers.push({ job, answer, id });
      this.pass(what, id === undefined ? '' : `task ${id}`);
    });
    const ids = answers.map((a) => String(a.id));
    if (answers.some((a) => a.id === undefined)) {
      console.log(`# ${this.name}: the library's solve call does not show task ids; ` +
        `${((Date.now() - started) / 1000).toFixed(1)} s for all`);
    } else if (new Set(ids).size === ids.length && ids.length === jobs.length) {
      this.pass(`${jobs.length} distinct task ids`, `${((Date.now() - started) / 1000).toFixed(1)} s for all`);
    } else if (ids.length === jobs.length) {
      this.fail(`${jobs.length} distinct task ids`, ids.join(','));
    }
    return answers;
  }

  // Expects `action` to fail with `code` somewhere in its error.
  async expectCode(what, code, action) {
    try {
      const value = await action();
      this.fail(what, `expected ${code}, got an answer: ${JSON.stringify(value)}`);
    } catch (error) {
      const text = errorText(error);
      if (text.includes(code)) {
        this.pass(what, code);
      } else {
        this.fail(what, `expected ${code}, got: ${text}`);
      }
    }
  }

  async expectValue(what, action, accept) {
    try {
      const value = await action();
      const why = accept(value);
      if (why === true) {
        this.pass(what);
      } else {
        this.fail(what, `${why}: ${JSON.stringify(value)}`);
      }
    } catch (error) {
      this.fail(what, errorText(error));
    }
  }

  finish() {
    const seconds = ((Date.now() - this.started) / 1000).toFixed(1);
    console.log(`${this.name}: ${this.passed} passed, ${this.failed} failed (${seconds} s)`);
    // Keep-alive agents would hold the process open for their idle time.
    process.exit(this.failed === 0 && this.passed > 0 ? 0 : 1);
  }
}

// Points a Solver of either 2captcha package at the gateway. Neither package has a server option: each builds its
// requests on the getters `in` and `res` (the 2captcha-compatible in.php and res.php), which this defines on the
// instance, the one change a user of the package makes.
function pointAtGateway(solver, url) {
  Object.defineProperty(solver, 'in', { get: () => `${url}/in.php` });
  Object.defineProperty(solver, 'res', { get: () => `${url}/res.php` });
  return solver;
}

// The probes of an in.php library after its jobs: client A reads its first task again (its answer), client B asks
// for it (ERROR_WRONG_CAPTCHA_ID, exactly an unknown task), a key that is no token submits (ERROR_KEY_DOES_NOT_EXIST),
// and the balance reads as a number. `a` and `b` are the library's solvers for the two clients (pollResponse(id) and
// balance(), as both 2captcha packages name them); `badSubmit` submits a job with the bad key.
async function probeInPhp(checks, solved, a, b, badSubmit) {
  if (solved.length === 0) {
    checks.fail('the probes ran', 'no job was solved to probe with');
    return;
  }
  const { id, answer } = solved[0];
  await checks.expectValue(`client A reads its task ${id} again`, () => a.pollResponse(id),
    (result) => result.data === answer || 'another answer');
  await checks.expectCode(`client B cannot read client A's task ${id}`, 'ERROR_WRONG_CAPTCHA_ID',
    () => b.pollResponse(id));
  await checks.expectCode('a key that is no token is refused', 'ERROR_KEY_DOES_NOT_EXIST', badSubmit);
  await checks.expectValue('balance reads as a number', () => a.balance(),
    (balance) => (typeof balance === 'number' && !Number.isNaN(balance)) || 'not a number');
}

// Runs a library script's body, failing (not crashing) on anything it throws.
function run(name, body) {
  const checks = new Checks(name);
  Promise.resolve()
    .then(() => body(checks, settings()))
    .catch((error) => checks.fail('the script ran to its end', errorText(error)))
    .finally(() => checks.finish());
}

module.exports = { run, mixedJobs, probeInPhp, pointAtGateway, imageBase64, errorText, recaptchaKey, turnstileKey, SETTINGS };
