module.exports = require('./jest/project')(__dirname, { testTimeout: 120000 });
