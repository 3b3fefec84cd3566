import { describe, expect, it } from "vitest";
import { addressGroup } from "./client-address";

describe("addressGroup", () => {
  it("keeps an IPv4 address as it is", () => {
    expect(addressGroup("203.0.113.7")).toBe("203.0.113.7");
    expect(addressGroup("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(addressGroup("::ffff:cb00:7107")).toBe("203.0.113.7");
  });

  it("counts an IPv6 address as its /64, however it is written", () => {
    const group = "2001:db8:1:2::/64";
    for (const address of [
      "2001:db8:1:2::1",
      "2001:0db8:0001:0002:ffff:ffff:ffff:ffff",
      "2001:DB8:1:2:a:b:c:d",
      "2001:db8:1:2::192.0.2.1",
      "2001:db8:1:2::1%eth0",
    ]) {
      expect(addressGroup(address), address).toBe(group);
    }
    expect(addressGroup("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(addressGroup("::1")).toBe("0:0:0:0::/64");
    expect(addressGroup("fe80::1")).toBe("fe80:0:0:0::/64");
  });

  it("leaves anything that is not an address alone", () => {
    expect(addressGroup("unknown")).toBe("unknown");
    expect(addressGroup("")).toBe("");
  });
});
