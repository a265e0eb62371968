#!/usr/bin/env node
// The built-in agent alone (what `verdict agent` runs), without loading the rest of the CLI.
'use strict';

import('../lib/agent/agent-main.js');
