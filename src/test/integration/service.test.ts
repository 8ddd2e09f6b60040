// One test file for every suite: the real data loads once per worker (it takes seconds and GBs).
import './endpoints.suite';
import './rate-limits.suite';
import './sweep.suite';
import './packages.suite';
import './change-feed.suite';
