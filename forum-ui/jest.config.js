module.exports = require('../tools/jest/project')(__dirname);
