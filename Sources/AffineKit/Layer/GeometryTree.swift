/// The geometry of one node of a ``GeometryTree``: what the tree needs to convert coordinates
/// between nodes. ``LayerGeometry`` and ``ViewGeometry`` conform.
public protocol NodeGeometry: Hashable, Sendable {
  /// The map from the node's own (bounds) space to its parent's, in points.
  var transformToParent: AffineTransform { get }
}

extension LayerGeometry: NodeGeometry {
  /// The map to the superlayer's space: ``transformToSuperlayer``.
  @inlinable
  public var transformToParent: AffineTransform { transformToSuperlayer }
}

extension ViewGeometry: NodeGeometry {
  /// The map to the superview's space: ``transformToSuperview``.
  @inlinable
  public var transformToParent: AffineTransform { transformToSuperview }
}

/// A tree of views (UIKit's rules for hit testing).
public typealias ViewTree = GeometryTree<ViewGeometry>

/// A tree of layers (Core Animation's rules for hit testing).
public typealias LayerTree = GeometryTree<LayerGeometry>

/// A value-type tree of layers or views, for converting points and rectangles between any two
/// nodes and for hit testing.
///
/// Nodes are added under a parent (or as roots) and keep their ``NodeID`` for the tree's life.
/// Children are kept in order; the last child is front-most, as the last subview is. A node's
/// geometry is expressed in its parent's bounds space (its `position`/`center` and `frame` are in
/// the parent's coordinates), so a parent's `bounds.origin` shifts all its children.
///
///     var tree = ViewTree()
///     let root = tree.addRoot(ViewGeometry(frame: Rect(x: 0, y: 0, width: 400, height: 400)))
///     let child = tree.add(ViewGeometry(frame: Rect(x: 100, y: 100, width: 50, height: 50)), to: root)!
///     tree.convert(Point(x: 0, y: 0), from: child, to: root)   // (100.0, 100.0)
///
/// Edge cases:
/// - An identifier that is not in the tree, or two nodes with no common ancestor, give `nil`
///   from the conversions and lookups; adding under a missing parent returns `nil` and changes
///   nothing. Nothing traps.
/// - A singular transform on the path makes the map down through that node singular; conversion
///   then follows `AffineTransform.inverted()` (the singular map is used unchanged).
public struct GeometryTree<Node: NodeGeometry>: Hashable, Sendable {
  /// A stable identifier of a node in one tree: the node's index and the tree's ``identity``.
  ///
  /// Edge cases:
  /// - An identifier from another tree (a different ``identity``) is not in this tree: lookups,
  ///   conversions and hit tests answer `nil`, `add(_:to:)` returns `nil`. A copy of a tree keeps
  ///   its identity, so identifiers stay valid in copies (value semantics).
  public struct NodeID: Hashable, Sendable, Comparable {
    /// The node's index in insertion order (0 for the first node added).
    public let rawValue: Int

    /// The ``GeometryTree/identity`` of the tree that issued the identifier.
    public let tree: UInt64

    /// Creates an identifier from an index and a tree identity. An identifier that no node of
    /// the tree has is answered with `nil` by the tree.
    ///
    /// - Parameters:
    ///   - rawValue: The node's index in insertion order.
    ///   - tree: The identity of the tree it names a node of.
    @inlinable
    public init(rawValue: Int, tree: UInt64) {
      self.rawValue = rawValue
      self.tree = tree
    }

    /// Orders identifiers by tree identity, then insertion order.
    @inlinable
    public static func < (lhs: NodeID, rhs: NodeID) -> Bool {
      (lhs.tree, lhs.rawValue) < (rhs.tree, rhs.rawValue)
    }
  }

  /// The tree's identity, carried by every ``NodeID`` it issues so that identifiers from another
  /// tree are rejected. Random for ``init()``, given for ``init(identity:)``; kept by copies.
  public let identity: UInt64

  @usableFromInline
  struct Entry: Hashable, Sendable {
    @usableFromInline var geometry: Node
    @usableFromInline var parent: Int?
    @usableFromInline var children: [Int]

    @inlinable
    init(geometry: Node, parent: Int?) {
      self.geometry = geometry
      self.parent = parent
      self.children = []
    }
  }

  @usableFromInline
  var entries: [Entry]

  /// Creates an empty tree with a random ``identity`` (from `SystemRandomNumberGenerator`), so
  /// identifiers from any other tree are rejected except with probability 2⁻⁶⁴.
  ///
  /// Edge cases: two empty trees made this way are unequal (their identities differ).
  @inlinable
  public init() {
    var generator = SystemRandomNumberGenerator()
    self.init(identity: generator.next())
  }

  /// Creates an empty tree with a caller-supplied identity, for reproducible identifiers.
  ///
  /// Edge cases: two trees given the same identity accept each other's identifiers; give each
  /// live tree its own.
  ///
  /// - Parameter identity: The identity its ``NodeID``s carry.
  @inlinable
  public init(identity: UInt64) {
    self.identity = identity
    entries = []
  }

  /// The number of nodes in the tree.
  @inlinable
  public var count: Int { entries.count }

  /// Adds a node with no parent (a root, such as a window) and returns its identifier.
  ///
  /// Edge cases: any geometry is accepted (NaN or singular too); it only affects conversions and
  /// hit tests through this node.
  ///
  /// - Parameter geometry: The node's geometry; its position is in the root space.
  @inlinable
  public mutating func addRoot(_ geometry: Node) -> NodeID {
    entries.append(Entry(geometry: geometry, parent: nil))
    return NodeID(rawValue: entries.count - 1, tree: identity)
  }

  /// Adds a node as the front-most child of `parent` and returns its identifier, or `nil` (and
  /// changes nothing) when `parent` is not in the tree.
  ///
  /// Edge cases:
  /// - `parent` from another tree or out of range: `nil`, tree unchanged.
  ///
  /// - Parameters:
  ///   - geometry: The node's geometry, in the parent's bounds space.
  ///   - parent: The parent node.
  @inlinable
  public mutating func add(_ geometry: Node, to parent: NodeID) -> NodeID? {
    guard contains(parent) else { return nil }
    entries.append(Entry(geometry: geometry, parent: parent.rawValue))
    let id = entries.count - 1
    entries[parent.rawValue].children.append(id)
    return NodeID(rawValue: id, tree: identity)
  }

  /// Whether the identifier names a node of this tree.
  @inlinable
  public func contains(_ node: NodeID) -> Bool {
    node.tree == identity && node.rawValue >= 0 && node.rawValue < entries.count
  }

  /// The geometry of a node, or `nil` when the node is not in the tree.
  ///
  /// Setting replaces the node's geometry (`tree[node]?.center.x += 10` works). Setting a node that
  /// is not in the tree, or setting `nil`, changes nothing.
  ///
  /// Edge cases: identifiers from another tree read `nil` and are ignored on write; a node cannot
  /// be removed.
  public subscript(node: NodeID) -> Node? {
    @inlinable
    get { contains(node) ? entries[node.rawValue].geometry : nil }
    @inlinable
    set {
      if let newValue, contains(node) { entries[node.rawValue].geometry = newValue }
    }
  }

  /// The parent of a node, or `nil` for a root or a node not in the tree.
  @inlinable
  public func parent(of node: NodeID) -> NodeID? {
    guard contains(node), let parent = entries[node.rawValue].parent else { return nil }
    return NodeID(rawValue: parent, tree: identity)
  }

  /// The children of a node, back-most first (the last is front-most); empty for a node not in
  /// the tree.
  @inlinable
  public func children(of node: NodeID) -> [NodeID] {
    guard contains(node) else { return [] }
    return entries[node.rawValue].children.map { NodeID(rawValue: $0, tree: identity) }
  }

  /// The depth of a node (an index known to be in the tree) below its root; 0 for a root.
  @usableFromInline
  func depth(_ node: Int) -> Int {
    var depth = 0
    var current = node
    while let parent = entries[current].parent {
      depth += 1
      current = parent
    }
    return depth
  }

  /// The map from one node's own space to another's, or `nil` when either node is not in the tree
  /// or they have no common ancestor.
  ///
  /// Composed, without allocating, from each node's map up to the common ancestor, then each
  /// node's inverse map down to `destination`: a child's point goes up through its ancestors'
  /// transforms and down again undoing them.
  ///
  /// Edge cases:
  /// - Either node missing or from another tree, or no common ancestor: `nil`.
  /// - A singular node on the way down is "undone" with its map unchanged, by
  ///   `CGAffineTransformInvert`'s rule, so the result is not a true inverse there.
  /// - `source == destination`: the identity.
  ///
  /// - Parameters:
  ///   - source: The node whose space points come from.
  ///   - destination: The node whose space they go to.
  @inlinable
  public func transform(from source: NodeID, to destination: NodeID) -> AffineTransform? {
    guard contains(source), contains(destination) else { return nil }
    var up = AffineTransform.identity
    var down = AffineTransform.identity
    var a = source.rawValue
    var b = destination.rawValue
    var depthA = depth(a)
    var depthB = depth(b)
    // Climb the deeper side first, then both, until they meet at the common ancestor.
    while depthA > depthB {
      up = up.concatenating(entries[a].geometry.transformToParent)
      a = entries[a].parent!
      depthA -= 1
    }
    while depthB > depthA {
      down = entries[b].geometry.transformToParent.inverted().concatenating(down)
      b = entries[b].parent!
      depthB -= 1
    }
    while a != b {
      guard let parentA = entries[a].parent, let parentB = entries[b].parent else { return nil }
      up = up.concatenating(entries[a].geometry.transformToParent)
      down = entries[b].geometry.transformToParent.inverted().concatenating(down)
      a = parentA
      b = parentB
    }
    return up.concatenating(down)
  }

  /// Converts a point from one node's own space to another's, as `UIView.convert(_:from:)` and
  /// `convert(_:to:)` do; `nil` when either node is not in the tree or they share no ancestor.
  ///
  /// Edge cases: as ``transform(from:to:)``; a NaN point gives a NaN result.
  ///
  /// - Parameters:
  ///   - point: A point in `source`'s bounds coordinate space.
  ///   - source: The node the point is expressed in.
  ///   - destination: The node to express it in.
  @inlinable
  public func convert(_ point: Point, from source: NodeID, to destination: NodeID) -> Point? {
    transform(from: source, to: destination).map { point.applying($0) }
  }

  /// Converts a rectangle from one node's own space to another's: the bounding box of its four
  /// converted corners; `nil` when either node is not in the tree or they share no ancestor.
  ///
  /// Edge cases: as ``transform(from:to:)`` and `Rect.applying(_:)`.
  ///
  /// - Parameters:
  ///   - rect: A rectangle in `source`'s bounds coordinate space.
  ///   - source: The node the rectangle is expressed in.
  ///   - destination: The node to express it in.
  @inlinable
  public func convert(_ rect: Rect, from source: NodeID, to destination: NodeID) -> Rect? {
    transform(from: source, to: destination).map { rect.applying($0) }
  }
}

extension GeometryTree where Node == ViewGeometry {
  /// Returns the front-most view that contains a point, by UIKit's rule (`hitTest(_:with:)`), or
  /// `nil`.
  ///
  /// Starting at `node`: a view that is hidden, not interactive, or has an alpha below 0.01 is
  /// skipped with all its subviews; a point outside a view's own bounds never hits it or any of
  /// its subviews (whatever `clipsToBounds` says); subviews are tried front-most (last) first,
  /// with the point mapped through each one's inverse map, so a rotated view is hit inside its
  /// rotated shape only; if no subview is hit, the view itself is.
  ///
  /// Edge cases:
  /// - `node` not in the tree (or from another tree): `nil`.
  /// - A NaN point hits nothing.
  /// - A child whose transform is singular (`inverse == nil`, e.g. scale 0) has zero area: it and
  ///   its subtree are skipped (`inverted()` would hand back the singular map and hit everywhere).
  ///
  /// - Parameters:
  ///   - point: The point, in `node`'s bounds coordinate space.
  ///   - node: The view to start from (usually the root, like a window).
  public func hitTest(_ point: Point, in node: NodeID) -> NodeID? {
    guard contains(node) else { return nil }
    return hitTestView(point, node.rawValue).map { NodeID(rawValue: $0, tree: identity) }
  }

  func hitTestView(_ point: Point, _ index: Int) -> Int? {
    let view = entries[index].geometry
    if view.isHidden || !view.isUserInteractionEnabled || !(view.alpha >= 0.01) { return nil }
    if !view.point(inside: point) { return nil }
    // Front-most (last) child first. A `while` over indices, not `for … in reversed()`: the
    // iterator allocates in unoptimized builds.
    var i = entries[index].children.count
    while i > 0 {
      i -= 1
      let child = entries[index].children[i]
      // A singular view has zero area and cannot be hit (inverted() would return the singular
      // map unchanged and hit everywhere).
      guard let inverse = entries[child].geometry.transformToSuperview.inverse else { continue }
      let local = point.applying(inverse)
      if let hit = hitTestView(local, child) { return hit }
    }
    return index
  }
}

extension GeometryTree where Node == LayerGeometry {
  /// Returns the front-most layer that contains a point, by Core Animation's rule
  /// (`CALayer.hitTest(_:)`), or `nil`.
  ///
  /// Starting at `node`: a hidden layer is skipped with its sublayers; a layer that masks to its
  /// bounds finds nothing outside them; otherwise sublayers are searched front-most (last) first
  /// with the point mapped into each one's space, so a sublayer that sticks out of its (unmasked)
  /// parent is still found there; if no sublayer is hit, the layer is hit when its bounds contain
  /// the point.
  ///
  /// Edge cases:
  /// - `node` not in the tree (or from another tree): `nil`.
  /// - A NaN point hits nothing.
  /// - A child whose transform is singular (`inverse == nil`, e.g. scale 0) has zero area: it and
  ///   its subtree are skipped (`inverted()` would hand back the singular map and hit everywhere).
  ///
  /// - Parameters:
  ///   - point: The point, in `node`'s bounds coordinate space.
  ///   - node: The layer to start from.
  public func hitTest(_ point: Point, in node: NodeID) -> NodeID? {
    guard contains(node) else { return nil }
    return hitTestLayer(point, node.rawValue).map { NodeID(rawValue: $0, tree: identity) }
  }

  func hitTestLayer(_ point: Point, _ index: Int) -> Int? {
    let layer = entries[index].geometry
    if layer.isHidden { return nil }
    let inside = layer.contains(point)
    if layer.masksToBounds && !inside { return nil }
    // Front-most (last) child first. A `while` over indices, not `for … in reversed()`: the
    // iterator allocates in unoptimized builds.
    var i = entries[index].children.count
    while i > 0 {
      i -= 1
      let child = entries[index].children[i]
      // A singular layer has zero area: it and its sublayers cannot be hit.
      guard let inverse = entries[child].geometry.transformToSuperlayer.inverse else { continue }
      let local = point.applying(inverse)
      if let hit = hitTestLayer(local, child) { return hit }
    }
    return inside ? index : nil
  }
}
